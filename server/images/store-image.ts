import { imageVariantWidths, isStoredImageUrl, variantUrl } from "../../domain/images.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { type EncodedImage, encodeImage } from "./encode-image.ts";
import { renditionsFolderOf } from "./image-renditions.ts";

export const PUBLIC_UPLOADS_PREFIX = "/uploads/";

const keyOf = (url: string) => url.slice(PUBLIC_UPLOADS_PREFIX.length);
/** The content hash naming a stored image's files (`/uploads/<hash>.webp`). */
const hashOf = (url: string) => keyOf(url).slice(0, -".webp".length);

export const urlOf = (image: Pick<EncodedImage, "hash">) => `${PUBLIC_UPLOADS_PREFIX}${image.hash}.webp`;

/** Whether the main file of a stored image is there (it is written last, so the set is complete). */
export const isImageStored = (storage: FileStorage, url: string) => storage.exists(keyOf(url));

/** Writes an encoded image and its variants; the main file goes last, so its presence means all are there. */
export async function writeEncodedImage(storage: FileStorage, image: EncodedImage): Promise<string> {
  const url = urlOf(image);
  for (const variant of image.variants) await storage.put(keyOf(variantUrl(url, variant.width)), variant.data);
  await storage.put(keyOf(url), image.main);
  return url;
}

/**
 * Re-encodes an image (see encodeImage) and stores it under its content-hashed name with its
 * responsive variants, answering the main image's public URL. Identical pictures share one set.
 */
export async function storePublicImage(storage: FileStorage, input: Buffer): Promise<string> {
  const image = await encodeImage(input);
  const url = urlOf(image);
  if (await storage.exists(keyOf(url))) return url;
  return writeEncodedImage(storage, image);
}

/**
 * Removes an image stored by storePublicImage together with its variants and every AVIF file and
 * crop made from it on request (ADR 0186); the main file first, so nothing new is made from it.
 */
export async function removePublicImage(storage: FileStorage, url: string): Promise<void> {
  if (!isStoredImageUrl(url)) return;
  await storage.remove(keyOf(url));
  await Promise.all(imageVariantWidths.map((w) => storage.remove(keyOf(variantUrl(url, w)))));
  await storage.removeFolder(renditionsFolderOf(hashOf(url)));
}
