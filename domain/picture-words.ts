import { type CropRatio, croppedImage } from "./image-renditions";
import { responsiveImage } from "./images";

/**
 * What the media library says of a picture a public page shows (issue 52, ADR 0181): zod-free, as
 * every public page's pictures read it. Its size tells whether a crop is worth its encode (ADR 0193).
 */
export type PictureWords = {
  alt: string;
  decorative: boolean;
  focalX: number;
  focalY: number;
  /** Its size in pixels, when known (an item entered before sizes were read may lack it). */
  width: number | null;
  height: number | null;
};

/** A record as a public page shows it: each of its pictures with the library's words, when it has some. */
export type Described = { pictureWords?: (PictureWords | null)[] };

/** The alt text of a shown picture: the library's (empty for a decorative one), else the page's own. */
export function pictureAlt(words: PictureWords | null | undefined, fallback: string): string {
  if (!words) return fallback;
  if (words.decorative) return "";
  return words.alt.trim() || fallback;
}

/** Where a cropped (object-fit: cover) picture is held: its focal point, when it is not the centre. */
export function focalPosition(words: PictureWords | null | undefined): string | undefined {
  if (!words || (words.focalX === 0.5 && words.focalY === 0.5)) return undefined;
  return `${Math.round(words.focalX * 100)}% ${Math.round(words.focalY * 100)}%`;
}

/**
 * A crop is asked for only when it cuts at least this share of the picture away: a picture already
 * near the box's ratio is served as well by its width variants, without an encode (ADR 0193).
 */
const CROP_CUTS_AT_LEAST = 0.1;

/**
 * `src` and `srcSet` of a picture drawn at a fixed `ratio` with object-fit: cover: the library
 * item's crop at its own focal point (the only crops /uploads makes), else (or without a ratio) its
 * width variants.
 */
export function coverImage(url: string, words: PictureWords | null | undefined, ratio?: CropRatio) {
  if (!ratio || !words?.width || !words.height) return responsiveImage(url);
  // Read off its name (`16x10`), not cropRatios: the table stays out of the public script.
  const [rw, rh] = ratio.split("x").map(Number);
  const picture = words.width / words.height;
  const box = rw / rh;
  const kept = Math.min(picture, box) / Math.max(picture, box);
  if (1 - kept < CROP_CUTS_AT_LEAST) return responsiveImage(url);
  return croppedImage(url, ratio, { x: words.focalX, y: words.focalY });
}
