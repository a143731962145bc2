import { isRequired, notFound } from "./text-patterns.ts";

/**
 * Every stored public image `/uploads/<name>.webp` has responsive siblings `/uploads/<name>-<w>w.webp`
 * for each width below (never wider than the original). The API keeps returning the plain URL; pages
 * derive `srcset` from it with `responsiveImage`.
 */
export const imageVariantWidths = [480, 960, 1600] as const;

const storedImage = /^(\/uploads\/[0-9a-f]{20})\.webp$/;
/** The same address as a POSIX pattern, to find stored pictures in text (a JSON document) in SQL. */
export const storedImagePattern = "/uploads/[0-9a-f]{20}\\.webp";

/** The stored pictures a text names (a record or a Site part as JSON), each once. */
export const picturesNamedIn = (text: string): string[] => [
  ...new Set(text.match(new RegExp(storedImagePattern, "g")) ?? []),
];

/** Whether `url` names an image this application stored (and may therefore delete). */
export function isStoredImageUrl(url: string): boolean {
  return storedImage.test(url);
}

export function variantUrl(url: string, width: number): string {
  const match = storedImage.exec(url);
  return match ? `${match[1]}-${width}w.webp` : url;
}

export function responsiveImage(url: string): { src: string; srcSet?: string } {
  if (!storedImage.test(url)) return { src: url };
  return {
    src: url,
    srcSet: imageVariantWidths.map((w) => `${variantUrl(url, w)} ${w}w`).join(", "),
  };
}

/** Upload limits for every image (docs/api.md, Images). */
export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const MAX_IMAGES_PER_ITEM = 4;
/** Larger pictures are refused before decoding: a small file can expand into gigabytes of pixels. */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const acceptedImageTypes = ["image/png", "image/jpeg", "image/webp"] as const;

/** The specs' texts, verbatim; the server answers with the same words the forms show. */
export const imageMessages = {
  /** 415 on a create form (category logo, service icon, new project or product). */
  wrongTypeOnCreate: "Only PNG, JPG, and JPEG formats are allowed",
  /** 415 on an edit form (category or service icon, an image added to an item). */
  wrongTypeOnEdit: "Invalid file type. Please upload JPEG, PNG, or WebP images",
  tooLarge: "Image size cannot be more than 3MB",
  /** The edit form's own wording of the same limit, shown before anything is sent. */
  tooLargeOnEdit: "Image size should be less than 3MB",
  limitReached: "Maximum image limit reached",
  atLeastOne: isRequired("At least one image"),
  /** Not in the spec: the picture is already one of the item's (ADR 0091). */
  alreadyShown: "This image is already added",
  selectImage: "Please select an image",
  slotsLeft: (n: number) => `You can only upload ${n} more image(s)`,
  unreadable: "The image could not be read; it may be damaged or incomplete",
  tooManyPixels: "Image dimensions are too large",
  oneFileOnly: "Only one image can be uploaded",
  imageNotFound: notFound("Image"),
} as const;
