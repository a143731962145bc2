import { createHash } from "node:crypto";
import type sharpOf from "sharp";
import { IMAGE_MAX_PIXELS, imageVariantWidths } from "../../domain/images.ts";
import { detectImageType } from "./detect-image-type.ts";
import { ImageRejectedError } from "./image-rejected.ts";

const MAX_DIMENSION = 2400;

type Sharp = typeof sharpOf;
let loading: Promise<Sharp> | undefined;

/** sharp (libvips, ~25 MB resident) loads with the first picture, not with every start of the server. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => {
    const sharp: Sharp = module.default;
    // libvips keeps recent operations and their pixels for reuse; a server never processes the same
    // upload twice, so that cache would only hold memory (tens of MB after the demo seed).
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** One picture ready to store: the main WebP and its narrower variants, named by content. */
export type EncodedImage = {
  /** 20 hex characters of the main file's SHA-256. */
  hash: string;
  main: Buffer;
  variants: { width: number; data: Buffer }[];
};

/**
 * Decodes an upload and re-encodes it as WebP: EXIF orientation applied, every piece of metadata
 * (EXIF, GPS, XMP, ICC, comments) left behind, the longest side at most 2400 px (or cropped to fill
 * `frame`). A file that is not
 * PNG, JPEG or WebP by its bytes, or that does not decode completely, is refused.
 */
/** A fixed size the picture is cropped to fill (the share picture's 1200×630), centred. */
export type ImageFrame = { width: number; height: number };

export async function encodeImage(input: Buffer, frame?: ImageFrame): Promise<EncodedImage> {
  const type = detectImageType(input);
  if (!type) throw new ImageRejectedError("type");

  const sharp = await loadSharp();
  // failOn "warning" makes a truncated or corrupt file an error instead of a half-grey picture.
  const decoded = sharp(input, { failOn: "warning", limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  let main: Buffer;
  let width: number;
  try {
    const meta = await decoded.metadata();
    if (meta.format !== type) throw new ImageRejectedError("unreadable");
    const result = await decoded
      .clone()
      .resize(
        frame
          ? { ...frame, fit: "cover" }
          : { width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true },
      )
      .webp({ quality: 82, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    main = result.data;
    width = result.info.width;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRejectedError(pixels ? "pixels" : "unreadable");
  }

  const variants = await Promise.all(
    imageVariantWidths.map(async (w) => ({
      width: w,
      // A variant as wide as the image itself would be the same picture encoded twice.
      // A framed picture's variants keep its frame's proportions.
      data:
        width <= w
          ? main
          : await decoded
              .clone()
              .resize(
                frame ? { width: w, height: Math.round((w * frame.height) / frame.width), fit: "cover" } : { width: w },
              )
              .webp({ quality: 78, effort: 2 })
              .toBuffer(),
    })),
  );
  const hash = createHash("sha256").update(main).digest("hex").slice(0, 20);
  return { hash, main, variants };
}
