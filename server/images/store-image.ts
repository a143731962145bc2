import { createHash } from "node:crypto";
import sharp from "sharp";
import type { FileStorage } from "../storage/file-storage.ts";

export const PUBLIC_UPLOADS_PREFIX = "/uploads/";

/** Re-encodes an image as WebP under a content-hashed name and answers its public URL. */
export async function storePublicImage(storage: FileStorage, input: Buffer): Promise<string> {
  const webp = await sharp(input).rotate().webp({ quality: 82 }).toBuffer();
  const key = `${createHash("sha256").update(webp).digest("hex").slice(0, 20)}.webp`;
  if (!(await storage.exists(key))) await storage.put(key, webp);
  return `${PUBLIC_UPLOADS_PREFIX}${key}`;
}
