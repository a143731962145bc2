import { imageVariantWidths, isStoredImageUrl } from "./images.ts";

/**
 * Fixed-ratio renditions of a stored picture, cropped around a focal point (ADR 0186). Everything a
 * crop needs is in its URL, so it is immutable like every other file under /uploads and is served
 * without a database read:
 *
 *   /uploads/<hash>-c<ratio>-<fx>-<fy>-<w>w.webp
 *
 * ratio one of cropRatios' names, fx and fy the focal point in whole percent of the width and height
 * (0–100, no leading zeros: one picture has one URL), w one of imageVariantWidths. A browser that
 * takes AVIF gets the same URL as AVIF (`Vary: Accept`).
 */
export const cropRatios = {
  "1x1": [1, 1],
  "4x3": [4, 3],
  "3x2": [3, 2],
  "16x9": [16, 9],
  // The public cards' and covers' boxes (aspect-[16/10]) and the category banners (ADR 0193).
  "16x10": [16, 10],
  "2x1": [2, 1],
} as const;
export type CropRatio = keyof typeof cropRatios;

/** Where the subject of a picture is, as fractions of its width and height (0–1; the centre is 0.5, 0.5). */
export type FocalPoint = { x: number; y: number };
export const centreFocus: FocalPoint = { x: 0.5, y: 0.5 };

const isCropRatio = (name: string): name is CropRatio => Object.hasOwn(cropRatios, name);
const isVariantWidth = (width: number) => imageVariantWidths.some((w) => w === width);

/** What a file name under /uploads asks for; anything else is no picture of ours (404). */
export type UploadName =
  | { hash: string; kind: "main" }
  | { hash: string; kind: "variant"; width: number }
  | { hash: string; kind: "crop"; ratio: CropRatio; focus: { x: number; y: number }; width: number };

// fx and fy are whole percent, 0–100 without leading zeros. A literal, so a page that only builds
// crop URLs does not ship the parser (the public script budget).
const uploadName =
  /^([0-9a-f]{20})(?:-c([0-9]+x[0-9]+)-(0|[1-9][0-9]?|100)-(0|[1-9][0-9]?|100))?(?:-([1-9][0-9]*)w)?\.webp$/;

/** Reads a name under /uploads strictly: every rendition has exactly one name. */
export function parseUploadName(name: string): UploadName | undefined {
  const match = uploadName.exec(name);
  if (!match) return undefined;
  const [, hash, ratio, fx, fy, w] = match;
  const width = w === undefined ? undefined : Number(w);
  if (width !== undefined && !isVariantWidth(width)) return undefined;
  if (ratio === undefined) return width === undefined ? { hash, kind: "main" } : { hash, kind: "variant", width };
  if (!isCropRatio(ratio) || width === undefined) return undefined;
  return { hash, kind: "crop", ratio, focus: { x: Number(fx), y: Number(fy) }, width };
}

/** A focal point's coordinate as a crop's URL names it: whole percent, 0–100. */
export const wholePercent = (fraction: number) => Math.min(100, Math.max(0, Math.round(fraction * 100)));

/** The URL of one crop of a stored picture (`url` is its main file's). */
export function cropUrl(url: string, ratio: CropRatio, focus: FocalPoint, width: number): string {
  const base = url.slice(0, -".webp".length);
  return `${base}-c${ratio}-${wholePercent(focus.x)}-${wholePercent(focus.y)}-${width}w.webp`;
}

/**
 * `src` and `srcSet` of a stored picture cropped to `ratio` around `focus`, for an `<img>` with the
 * component's own `sizes`; like responsiveImage, a URL we did not store is passed through as it is.
 */
export function croppedImage(
  url: string,
  ratio: CropRatio,
  focus: FocalPoint = centreFocus,
): { src: string; srcSet?: string } {
  if (!isStoredImageUrl(url)) return { src: url };
  const widest = imageVariantWidths[imageVariantWidths.length - 1];
  return {
    src: cropUrl(url, ratio, focus, widest),
    srcSet: imageVariantWidths.map((w) => `${cropUrl(url, ratio, focus, w)} ${w}w`).join(", "),
  };
}

export type CropBox = { left: number; top: number; width: number; height: number };

/**
 * The largest `ratio` rectangle inside a `width` × `height` picture, placed so that the focal point
 * (whole percent) is as near its centre as the picture's edges allow; the focal point is always inside.
 */
export function cropBox(width: number, height: number, ratio: CropRatio, focus: { x: number; y: number }): CropBox {
  const [rw, rh] = cropRatios[ratio];
  const wider = width * rh > height * rw;
  const boxWidth = wider ? Math.max(1, Math.min(width, Math.round((height * rw) / rh))) : width;
  const boxHeight = wider ? height : Math.max(1, Math.min(height, Math.round((width * rh) / rw)));
  const place = (size: number, box: number, at: number) =>
    Math.min(size - box, Math.max(0, Math.round((at / 100) * size - box / 2)));
  return {
    left: place(width, boxWidth, focus.x),
    top: place(height, boxHeight, focus.y),
    width: boxWidth,
    height: boxHeight,
  };
}

/** A crop's size at a rendition width: never wider than the crop itself (no upscaling), at the exact ratio. */
export function cropSize(box: CropBox, ratio: CropRatio, width: number): { width: number; height: number } {
  const [rw, rh] = cropRatios[ratio];
  const out = Math.min(width, box.width);
  return { width: out, height: out === box.width ? box.height : Math.max(1, Math.round((out * rh) / rw)) };
}
