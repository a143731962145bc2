import type { FastifyRequest } from "fastify";
import { genericMessages } from "../../domain/errors.ts";
import { keptFileName } from "../../domain/file-names.ts";
import { DomainError, InvalidInput, TooLarge, UnreadableInput, UnsupportedType } from "../errors/domain-errors.ts";

export type MultipartSpec = {
  /** The file fields read (into memory) and how many parts each may have; other file parts are skipped. */
  files: Record<string, number>;
  maxFileBytes: number;
  messages: {
    /** 413 for a file over maxFileBytes. */
    fileTooLarge: string;
    /** 400 for more files than the form takes. */
    tooManyFiles: string;
  };
};

export type MultipartForm = {
  /** Text fields; a repeated field becomes a list, which the form's validation refuses. */
  fields: Record<string, string | string[]>;
  /** Non-empty files by field name (a blank file input sends an empty part: it counts as none). */
  files: Record<string, Buffer[]>;
  /** The name each of those files was sent under, cleaned, in the same order (a library item keeps it). */
  fileNames: Record<string, string[]>;
};

const FIELD_COUNT_LIMIT = 40;
/** Enough for a service's features as JSON text; a longer field is refused, not cut short. */
const FIELD_SIZE_LIMIT = 64 * 1024;

const tooLargeBody = () => new TooLarge(genericMessages.bodyTooLarge);

/** Parser errors carry codes from @fastify/multipart, or none at all from busboy; file-system errors stay 500s. */
function translate(error: unknown, spec: MultipartSpec): unknown {
  if (error instanceof DomainError || !(error instanceof Error)) return error;
  const { code, statusCode } = error as Error & { code?: string; statusCode?: number };
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new TooLarge(spec.messages.fileTooLarge);
    case "FST_FILES_LIMIT":
      return InvalidInput.of(spec.messages.tooManyFiles);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return tooLargeBody();
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new UnsupportedType(genericMessages.unsupportedMediaType);
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_JSON_FIELD_ERROR":
    case "FST_MP_PREMATURE_CLOSE":
      return new UnreadableInput(genericMessages.invalidMultipart);
  }
  if (statusCode !== undefined || (code && /^E[A-Z]+$/.test(code))) return error;
  return new UnreadableInput(genericMessages.invalidMultipart);
}

/**
 * Reads a multipart form with hard limits enforced while it streams in: a file stops being read at
 * its first byte over the limit, a file beyond the form's count stops the parse. Files are small
 * (images of at most 3 MB, at most 4), so they are held in memory until the form is validated.
 */
export async function readMultipartForm(request: FastifyRequest, spec: MultipartSpec): Promise<MultipartForm> {
  const maxFiles = Object.values(spec.files).reduce((sum, n) => sum + n, 0);
  const limits = {
    fileSize: spec.maxFileBytes,
    files: maxFiles,
    fields: FIELD_COUNT_LIMIT,
    fieldSize: FIELD_SIZE_LIMIT,
    fieldNameSize: 100,
    parts: maxFiles + FIELD_COUNT_LIMIT,
  };
  const form: MultipartForm = { fields: {}, files: {}, fileNames: {} };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === "file") {
        const allowed = spec.files[part.fieldname] ?? 0;
        if (allowed === 0) {
          part.file.resume();
          continue;
        }
        const list = form.files[part.fieldname] ?? [];
        form.files[part.fieldname] = list;
        if (list.length >= allowed) throw InvalidInput.of(spec.messages.tooManyFiles, part.fieldname);
        const data = await part.toBuffer();
        if (data.length > 0) {
          list.push(data);
          form.fileNames[part.fieldname] = [...(form.fileNames[part.fieldname] ?? []), keptFileName(part.filename, "")];
        }
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLargeBody();
        const value = String(part.value);
        const previous = form.fields[part.fieldname];
        form.fields[part.fieldname] = previous === undefined ? value : ([] as string[]).concat(previous, value);
      }
    }
  } catch (error) {
    throw translate(error, spec);
  }
  return form;
}
