import type { FastifyReply } from "fastify";
import type { applications } from "../../db/schema/people.ts";
import type { FileStorage } from "../../storage/file-storage.ts";

type Resume = Pick<typeof applications.$inferSelect, "resumeKey" | "resumeName" | "resumeType" | "resumeSize">;

/** A declared type we pass on only when it looks like one; it never decides how a browser renders. */
const contentTypeOf = (declared: string) =>
  /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i.test(declared) ? declared : "application/octet-stream";

/** `filename=` for old clients (ASCII only, no quotes), `filename*=` with the real name in UTF-8. */
const dispositionOf = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * Streams a resume as a download only: attachment, no sniffing, a sandboxing CSP so even an HTML
 * file opened by mistake cannot run, and no caching of someone's personal data.
 */
export function sendResume(reply: FastifyReply, storage: FileStorage, resume: Resume) {
  return reply
    .header("content-type", contentTypeOf(resume.resumeType))
    .header("content-disposition", dispositionOf(resume.resumeName))
    .header("content-length", String(resume.resumeSize))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", "no-store")
    .send(storage.read(resume.resumeKey));
}
