import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import yauzl from "yauzl";
import { genericMessages } from "../../../domain/errors.ts";
import { dryRunField, importLimits, importMessages } from "../../../domain/wordpress-import.ts";
import { InvalidInput, TooLarge, UnreadableInput } from "../../errors/domain-errors.ts";
import { indexExport } from "./export-index.ts";
import { readWxr, WxrRefused } from "./wxr-reader.ts";

/**
 * `POST /import/wordpress`'s form as it streams in (ADR 0241): the export and the optional uploads
 * zip go straight to files on this machine's disk, each cut off at its first byte over its limit
 * (413), never held in memory; the export is then read through once to the end, so a file that is
 * no export, is truncated or declares entities is refused with the line (400) before anything is
 * stored. The caller moves the files into the private store and removes the folder.
 */
export type ReceivedExport = {
  folder: string;
  exportFile: string;
  fileName: string;
  uploadsFile: string | null;
  dryRun: boolean;
};

export type ReceiveLimits = { exportBytes: number; uploadsBytes: number };

/** Counts a file's bytes as it is written, and fails at the first one over `max`. */
function cappedAt(max: number, tooLarge: () => Error) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(tooLarge());
      else done(null, chunk);
    },
  });
}

export async function receiveExport(
  request: FastifyRequest,
  tempDir: string,
  limits: ReceiveLimits,
): Promise<ReceivedExport> {
  const folder = path.join(tempDir, `upload-${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  try {
    const received = await readParts(request, folder, limits);
    await checkExport(received.exportFile);
    if (received.uploadsFile) await checkZip(received.uploadsFile);
    return received;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

async function readParts(request: FastifyRequest, folder: string, limits: ReceiveLimits): Promise<ReceivedExport> {
  let exportFile: string | null = null;
  let fileName = "";
  let uploadsFile: string | null = null;
  let dryRunText: string | undefined;
  const biggest = Math.max(limits.exportBytes, limits.uploadsBytes);
  try {
    for await (const part of request.parts({
      limits: { fileSize: biggest + 1, files: 2, fields: 10, fieldSize: 1000, parts: 12 },
    })) {
      if (part.type === "field") {
        if (part.fieldname === "dryRun") dryRunText = String(part.value);
        continue;
      }
      if (part.fieldname === "file" && exportFile === null) {
        exportFile = path.join(folder, "export.xml");
        fileName = (part.filename || "export.xml").slice(0, 200);
        const tooLarge = () => new TooLarge(importMessages.fileTooLarge(limits.exportBytes));
        await pipeline(part.file, cappedAt(limits.exportBytes, tooLarge), createWriteStream(exportFile));
      } else if (part.fieldname === "uploads" && uploadsFile === null) {
        uploadsFile = path.join(folder, "uploads.zip");
        const tooLarge = () => new TooLarge(importMessages.uploadsTooLarge(limits.uploadsBytes));
        await pipeline(part.file, cappedAt(limits.uploadsBytes, tooLarge), createWriteStream(uploadsFile));
      } else part.file.resume();
    }
  } catch (error) {
    if (error instanceof TooLarge || error instanceof InvalidInput) throw error;
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw InvalidInput.of(importMessages.fileRequired, "file");
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new TooLarge(importMessages.fileTooLarge(limits.exportBytes));
    throw new UnreadableInput(genericMessages.invalidMultipart);
  }
  if (exportFile === null) throw InvalidInput.of(importMessages.fileRequired, "file");
  const dryRun = dryRunField.safeParse(dryRunText);
  if (!dryRun.success) throw InvalidInput.of(importMessages.dryRunInvalid, "dryRun");
  return { folder, exportFile, fileName, uploadsFile, dryRun: dryRun.data };
}

/** Reads the export to its end: what cannot be imported is refused here, with its line. */
export async function checkExport(file: string): Promise<void> {
  try {
    await indexExport(readWxr(createReadStream(file), { contents: false, fieldBytes: importLimits.fieldBytes }));
  } catch (error) {
    if (error instanceof WxrRefused) throw InvalidInput.of(importMessages.notAnExport(error.what, error.line), "file");
    throw error;
  }
}

/** Opens the uploads archive's directory: what is no zip is refused before anything is stored. */
export async function checkZip(file: string): Promise<void> {
  try {
    const zip = await yauzl.openPromise(file, { autoClose: true, lazyEntries: true });
    zip.close();
  } catch {
    throw InvalidInput.of(importMessages.uploadsNotZip, "uploads");
  }
}
