/**
 * What the media library says of a picture a public page shows (issue 52, ADR 0181): zod-free, as
 * every public page's pictures read it.
 */
export type PictureWords = { alt: string; decorative: boolean; focalX: number; focalY: number };

/** A record as a public page shows it: each of its `image` with the library's words, when it has some. */
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
