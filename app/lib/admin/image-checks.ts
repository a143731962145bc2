import { IMAGE_MAX_BYTES, imageMessages, MAX_IMAGES_PER_ITEM } from "../../../domain/images.ts";

/** What the add forms take (spec: png, jpg, jpeg) and what the edit forms take (also webp). */
export const createImageTypes = ["image/png", "image/jpeg"] as const;
export const editImageTypes = ["image/png", "image/jpeg", "image/webp"] as const;

/** The add form's check of newly chosen files, before anything is sent; null when they may be added. */
export function checkNewImages(current: number, chosen: File[]): string | null {
  if (chosen.some((file) => !(createImageTypes as readonly string[]).includes(file.type))) {
    return imageMessages.wrongTypeOnCreate;
  }
  if (chosen.some((file) => file.size > IMAGE_MAX_BYTES)) return imageMessages.tooLarge;
  if (current + chosen.length > MAX_IMAGES_PER_ITEM) return imageMessages.limitReached;
  return null;
}

/** The edit form's check of one image to upload at once beside `current` stored ones. */
export function checkAddedImage(current: number, file: File | undefined): string | null {
  if (!file) return imageMessages.selectImage;
  if (!(editImageTypes as readonly string[]).includes(file.type)) return imageMessages.wrongTypeOnEdit;
  if (file.size >= IMAGE_MAX_BYTES) return imageMessages.tooLargeOnEdit;
  if (current >= MAX_IMAGES_PER_ITEM) return imageMessages.slotsLeft(MAX_IMAGES_PER_ITEM - current);
  return null;
}

/** A category logo or service icon: one file, checked like the add or the edit form's images. */
export function checkIconFile(file: File, mode: "create" | "edit"): string | null {
  const types: readonly string[] = mode === "create" ? createImageTypes : editImageTypes;
  if (!types.includes(file.type))
    return mode === "create" ? imageMessages.wrongTypeOnCreate : imageMessages.wrongTypeOnEdit;
  if (mode === "create" && file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  if (mode === "edit" && file.size >= IMAGE_MAX_BYTES) return imageMessages.tooLargeOnEdit;
  return null;
}

/**
 * A library picture added to a gallery showing `shown` (its urls) among `count` pictures (new files
 * count too): once each, within the limit.
 */
export function checkPickedImage(shown: readonly string[], url: string, count = shown.length): string | null {
  if (shown.includes(url)) return imageMessages.alreadyShown;
  if (count >= MAX_IMAGES_PER_ITEM) return imageMessages.slotsLeft(0);
  return null;
}
