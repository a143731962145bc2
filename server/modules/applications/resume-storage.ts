import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { applicationMessages, RESUME_MAX_BYTES } from "../../../domain/application.ts";
import { keptFileName } from "../../../domain/file-names.ts";
import { hasControlCharacter } from "../../../domain/text-rules.ts";
import { TooLarge } from "../../errors/domain-errors.ts";
import type { FileStorage } from "../../storage/file-storage.ts";

/** A resume written to private storage; the client's file name is metadata only, never a path. */
export type StoredResume = { key: string; name: string; type: string; size: number };

const tooLarge = () => new TooLarge(applicationMessages.resumeTooLarge);

async function* limited(source: AsyncIterable<Buffer>, counter: { size: number }) {
  for await (const chunk of source) {
    counter.size += chunk.length;
    // Stops reading at the first byte too many: a huge upload is never written in full.
    if (counter.size > RESUME_MAX_BYTES) throw tooLarge();
    yield chunk;
  }
}

/**
 * Streams a resume into private storage under a generated key. Answers null for an empty file
 * (a form's file input left blank), 413 past the limit; nothing is left behind on failure.
 */
export async function storeResume(
  storage: FileStorage,
  data: Readable,
  meta: { filename: string; mimetype: string },
): Promise<StoredResume | null> {
  const key = `resumes/${randomUUID()}`;
  const counter = { size: 0 };
  try {
    await storage.put(key, Readable.from(limited(data, counter)));
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (counter.size === 0) {
    await storage.remove(key);
    return null;
  }
  return {
    key,
    name: keptFileName(meta.filename, "resume"),
    // The part's type is the client's word too: one with control characters is not kept.
    type: (!hasControlCharacter(meta.mimetype) && meta.mimetype.slice(0, 255)) || "application/octet-stream",
    size: counter.size,
  };
}

/** For callers that already hold the whole file (e.g. a web `File` from a React Router action). */
export async function storeResumeFile(storage: FileStorage, file: File): Promise<StoredResume | null> {
  if (file.size > RESUME_MAX_BYTES) throw tooLarge();
  return storeResume(storage, Readable.from(Buffer.from(await file.arrayBuffer())), {
    filename: file.name,
    mimetype: file.type,
  });
}
