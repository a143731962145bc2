import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { extract, pack } from "tar-stream";
import { backupMessages } from "../../../domain/backups.ts";

/**
 * The archive: a gzip'd tar of named entries. With a key it is sealed as a whole with AES-256-GCM
 * (ADR 0096): MAGIC, a 12-byte nonce, the ciphertext, then GCM's 16-byte tag, so a changed byte or a
 * wrong key is refused before anything is read from it.
 */
const MAGIC = Buffer.from("AGENCY-BACKUP-AES256GCM-1\n");
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class ArchiveRefused extends Error {
  override name = "ArchiveRefused";
}

export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export async function packArchive(entries: Map<string, Buffer>, key: Buffer | undefined): Promise<Buffer> {
  const tar = pack();
  const packing = (async () => {
    for (const [name, data] of entries) {
      await new Promise<void>((resolve, reject) =>
        tar.entry({ name, size: data.length, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
      );
    }
    tar.finalize();
  })();
  const gzip = createGzip();
  const [archive] = await Promise.all([buffer(Readable.from(tar).pipe(gzip)), packing]);
  return key ? seal(archive, key) : archive;
}

export const isSealed = (archive: Buffer) => archive.subarray(0, MAGIC.length).equals(MAGIC);

function seal(data: Buffer, key: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(MAGIC);
  const body = Buffer.concat([cipher.update(data), cipher.final()]);
  return Buffer.concat([MAGIC, nonce, body, cipher.getAuthTag()]);
}

function open(archive: Buffer, key: Buffer | undefined): Buffer {
  if (!key) throw new ArchiveRefused(backupMessages.encryptedNoKey);
  const nonce = archive.subarray(MAGIC.length, MAGIC.length + NONCE_BYTES);
  const body = archive.subarray(MAGIC.length + NONCE_BYTES, archive.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, nonce);
    decipher.setAAD(MAGIC);
    decipher.setAuthTag(archive.subarray(archive.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new ArchiveRefused(backupMessages.wrongKey);
  }
}

/** The archive's entries by name; a damaged or wrongly-keyed archive is refused with why. */
export async function unpackArchive(
  archive: Buffer,
  key: Buffer | undefined,
): Promise<{ entries: Map<string, Buffer>; encrypted: boolean }> {
  const encrypted = isSealed(archive);
  const gzipped = encrypted ? open(archive, key) : archive;
  const entries = new Map<string, Buffer>();
  const tar = extract();
  tar.on("entry", (header, stream, next) => {
    buffer(stream).then(
      (data) => {
        if (header.type === "file") entries.set(header.name, data);
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });
  try {
    await pipeline(Readable.from([gzipped]), createGunzip(), tar);
  } catch (error) {
    throw new ArchiveRefused(backupMessages.damaged(error instanceof Error ? error.message : "it could not be read"));
  }
  return { entries, encrypted };
}
