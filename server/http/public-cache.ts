import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { canSeeInactive } from "./visibility.ts";

/** Browsers revalidate every time (cheap with the ETag); shared caches keep it a minute. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** An admin's answer may include inactive items: it must never land in a shared cache. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

/**
 * onSend hook for public reads: a weak ETag of the serialised answer, the public Cache-Control,
 * and 304 without a body when the client already holds that answer. Opt in per route with
 * `onSend: publicCache`.
 */
export async function publicCache(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== "string") return payload;
  const etag = `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
  reply.header("cache-control", canSeeInactive(request) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  reply.header("etag", etag);
  if (!matches(request.headers["if-none-match"], etag)) return payload;
  reply.code(304);
  reply.removeHeader("content-type");
  return "";
}
