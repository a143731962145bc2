import type { FastifyRequest } from "fastify";
import { RESUME_MAX_BYTES } from "../../../domain/application.ts";
import { genericMessages } from "../../../domain/errors.ts";
import { DomainError, UnreadableInput } from "../../errors/domain-errors.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { type StoredResume, storeResume } from "./resume-storage.ts";

const limits = {
  // One byte past the limit reaches storeResume, which answers the contract's 413.
  fileSize: RESUME_MAX_BYTES + 1,
  files: 1,
  fields: 30,
  fieldSize: 16 * 1024,
  parts: 31,
};

/** Busboy's parse errors carry no status; file-system errors (ENOSPC, …) keep theirs and stay 500s. */
function asClientError(error: unknown): unknown {
  if (error instanceof DomainError || !(error instanceof Error)) return error;
  const { statusCode, code } = error as Error & { statusCode?: number; code?: string };
  if (statusCode !== undefined || (code && /^E[A-Z]+$/.test(code))) return error;
  return new UnreadableInput(genericMessages.invalidMultipart);
}

/**
 * Reads the application form as it arrives: text fields into an object (a repeated field becomes
 * a list, which validation refuses), the `resume` file streamed straight into private storage.
 * On any failure the stored resume is removed before the error propagates.
 */
export async function readApplicationForm(request: FastifyRequest, storage: FileStorage) {
  const fields: Record<string, unknown> = {};
  let resume: StoredResume | null = null;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === "file") {
        if (part.fieldname === "resume" && !resume) {
          resume = await storeResume(storage, part.file, { filename: part.filename, mimetype: part.mimetype });
        } else {
          part.file.resume();
        }
      } else if (Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = ([] as unknown[]).concat(fields[part.fieldname], part.value);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (resume) await storage.remove(resume.key);
    throw asClientError(error);
  }
  return { fields, resume };
}
