import { createHash } from "node:crypto";
import type sharpOf from "sharp";
import type { OutputInfo } from "sharp";
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
  width: number;
  height: number;
  /** None when they are left to their first request (ADR 0258). */
  variants: { width: number; data: Buffer }[];
};

/**
 * When a picture's width variants are made: with its main file (every upload a person sends), or on
 * their first request, from the main file (a WordPress import's thousands of pictures, ADR 0258).
 */
export type VariantsMade = "with the main file" | "on first request";

/**
 * Decodes an upload and re-encodes it as WebP: EXIF orientation applied, every piece of metadata
 * (EXIF, GPS, XMP, ICC, comments) left behind, the longest side at most 2400 px (or cropped to fill
 * `frame`). A file that is not
 * PNG, JPEG or WebP by its bytes, or that does not decode completely, is refused.
 */
/** A fixed size the picture is cropped to fill (the share picture's 1200×630), centred. */
export type ImageFrame = { width: number; height: number };

export async function encodeImage(
  input: Buffer,
  frame?: ImageFrame,
  variantsMade: VariantsMade = "with the main file",
): Promise<EncodedImage> {
  const type = detectImageType(input);
  if (!type) throw new ImageRejectedError("type");

  const sharp = await loadSharp();
  // failOn "warning" makes a truncated or corrupt file an error instead of a half-grey picture.
  const decoded = sharp(input, { failOn: "warning", limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  // The file is decoded once, at the main file's size: the main WebP and each narrower variant are
  // encoded from those pixels. Decoding it again for each (as each clone of the pipeline did) cost
  // three decodes of every upload, a tenth of its time (a WordPress import's 5,000 pictures, ADR 0256).
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const meta = await decoded.metadata();
    if (meta.format !== type) throw new ImageRejectedError("unreadable");
    pixels = await decoded
      .resize(
        frame
          ? { ...frame, fit: "cover" }
          : { width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true },
      )
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const pixelLimit = error instanceof Error && /pixel limit/i.test(error.message);
    throw new ImageRejectedError(pixelLimit ? "pixels" : "unreadable");
  }
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });

  // The main file and the variants are encoded at once: each is one libvips job on the thread pool.
  const [main, ...narrower] = await Promise.all([
    fromPixels().webp({ quality: 82, effort: 2 }).toBuffer(),
    ...imageVariantWidths.map((w) =>
      // A variant as wide as the image itself would be the same picture encoded twice.
      // A framed picture's variants keep its frame's proportions.
      width <= w || variantsMade === "on first request"
        ? undefined
        : fromPixels()
            .resize(
              frame ? { width: w, height: Math.round((w * frame.height) / frame.width), fit: "cover" } : { width: w },
            )
            .webp({ quality: 78, effort: 2 })
            .toBuffer(),
    ),
  ]);
  if (!main) throw new ImageRejectedError("unreadable");
  const variants =
    variantsMade === "on first request"
      ? []
      : imageVariantWidths.map((w, at) => ({ width: w, data: narrower[at] ?? main }));
  const hash = createHash("sha256").update(main).digest("hex").slice(0, 20);
  return { hash, main, width, height, variants };
}
