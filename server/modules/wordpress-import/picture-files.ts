import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import yauzl from "yauzl";
import { importLimits } from "../../../domain/wordpress-import.ts";
import { fetchFile } from "../../net/fetch-file.ts";
import { uploadsCandidates } from "./old-addresses.ts";

/**
 * Where an attachment's file is found (ADR 0241), in this order: the owner's zip of
 * `wp-content/uploads`, a folder of it (the command line), or its address on the old site. A zip is
 * read entry by entry, never unpacked to disk; an entry larger than a picture may be is refused
 * before it is read (and yauzl checks that it does not inflate past its declared size).
 */
export type FoundFile =
  | { ok: true; data: Buffer; from: "archive" | "folder" | "address" }
  | { ok: false; reason: string };

export type PictureFiles = {
  /** Whether the archive or folder holds the file (a dry run's question: nothing is read). */
  holds(uploadsPath: string | undefined): Promise<boolean>;
  find(address: string, uploadsPath: string | undefined): Promise<FoundFile>;
  close(): void;
};

export type PictureFilesOptions = {
  archive?: string;
  folder?: string;
  allowPrivate: boolean;
  /** Whether addresses may be fetched at all (a dry run does not fetch). */
  fetch: boolean;
};

/** An archive's entries by the uploads path they stand for: after `uploads/` when the zip holds the folder itself. */
function uploadsPathInArchive(fileName: string): string {
  const at = fileName.lastIndexOf("uploads/");
  return at === -1 ? fileName : fileName.slice(at + "uploads/".length);
}

async function openArchive(file: string) {
  const zip = await yauzl.openPromise(file, { autoClose: false, lazyEntries: true, strictFileNames: false });
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith("/")) continue;
    entries.set(uploadsPathInArchive(entry.fileName), entry);
  }
  return { zip, entries };
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<FoundFile> {
  if (entry.uncompressedSize > importLimits.pictureBytes) return { ok: false, reason: "larger than a picture may be" };
  if (entry.isEncrypted()) return { ok: false, reason: "encrypted in the archive" };
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return { ok: true, data: Buffer.concat(chunks), from: "archive" };
}

export async function openPictureFiles(options: PictureFilesOptions): Promise<PictureFiles> {
  const archive = options.archive ? await openArchive(options.archive) : undefined;
  const folder = options.folder ? path.resolve(options.folder) : undefined;
  const inArchive = (uploadsPath: string | undefined) =>
    uploadsPath === undefined
      ? undefined
      : uploadsCandidates(uploadsPath)
          .map((candidate) => archive?.entries.get(candidate))
          .find((entry) => entry !== undefined);
  const inFolder = async (uploadsPath: string | undefined) => {
    if (!folder || uploadsPath === undefined) return undefined;
    for (const candidate of uploadsCandidates(uploadsPath)) {
      for (const base of [folder, path.join(folder, "wp-content", "uploads"), path.join(folder, "uploads")]) {
        const file = path.resolve(base, candidate);
        // Never outside the folder given, whatever the export's addresses say.
        if (!file.startsWith(`${folder}${path.sep}`)) continue;
        const found = await stat(file).catch(() => undefined);
        if (found?.isFile()) return { file, size: found.size };
      }
    }
    return undefined;
  };
  return {
    holds: async (uploadsPath) => inArchive(uploadsPath) !== undefined || (await inFolder(uploadsPath)) !== undefined,
    find: async (address, uploadsPath) => {
      const entry = inArchive(uploadsPath);
      if (archive && entry) return readEntry(archive.zip, entry);
      const file = await inFolder(uploadsPath);
      if (file) {
        if (file.size > importLimits.pictureBytes) return { ok: false, reason: "larger than a picture may be" };
        return { ok: true, data: await readFile(file.file), from: "folder" };
      }
      if (!options.fetch) return { ok: false, reason: "not fetched in a dry run" };
      const fetched = await fetchFile(address, {
        allowPrivate: options.allowPrivate,
        timeoutMs: importLimits.fetchSeconds * 1000,
        maxBytes: importLimits.pictureBytes,
      });
      if (fetched.ok) return { ok: true, data: fetched.data, from: "address" };
      const where = archive || folder ? "not in the uploads given, and " : "";
      return { ok: false, reason: `${where}its address could not be fetched: ${fetched.reason}` };
    },
    close: () => archive?.zip.close(),
  };
}
