import { createHash } from "node:crypto";
import sharp from "sharp";
import { imageVariantWidths, variantUrl } from "../../domain/images.ts";
import type { FileStorage } from "../storage/file-storage.ts";

export const PUBLIC_UPLOADS_PREFIX = "/uploads/";
const MAX_DIMENSION = 2400;

const keyOf = (url: string) => url.slice(PUBLIC_UPLOADS_PREFIX.length);

/**
 * Re-encodes an image as WebP (orientation applied, metadata dropped) under a content-hashed name,
 * with its responsive variants, and answers the main image's public URL.
 */
export async function storePublicImage(storage: FileStorage, input: Buffer): Promise<string> {
  const decoded = sharp(input).rotate();
  const { data: main, info } = await decoded
    .clone()
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  const url = `${PUBLIC_UPLOADS_PREFIX}${createHash("sha256").update(main).digest("hex").slice(0, 20)}.webp`;
  if (await storage.exists(keyOf(url))) return url;

  const variants = await Promise.all(
    imageVariantWidths.map(async (width) => ({
      key: keyOf(variantUrl(url, width)),
      // A variant as wide as the image itself would be the same picture encoded twice.
      data:
        info.width <= width
          ? main
          : await decoded.clone().resize({ width }).webp({ quality: 78, effort: 2 }).toBuffer(),
    })),
  );
  for (const variant of variants) await storage.put(variant.key, variant.data);
  // The main file goes last: its presence means the whole set is there.
  await storage.put(keyOf(url), main);
  return url;
}

/** Removes an image stored by storePublicImage together with its variants. */
export async function removePublicImage(storage: FileStorage, url: string): Promise<void> {
  if (!url.startsWith(PUBLIC_UPLOADS_PREFIX)) return;
  await Promise.all([
    storage.remove(keyOf(url)),
    ...imageVariantWidths.map((w) => storage.remove(keyOf(variantUrl(url, w)))),
  ]);
}
