import { cropBox, cropSize, type UploadName } from "../../domain/image-renditions.ts";
import { loadSharp } from "./encode-image.ts";

/** The formats a stored picture is served in: WebP to everyone, AVIF to a browser that says it takes it. */
export type RenditionFormat = "webp" | "avif";

/**
 * Quality 50 at effort 2, chroma subsampled like WebP's (sharp's AVIF default keeps full chroma,
 * 6.5 % larger): on the demo pictures 35–40 % fewer bytes than their WebP; effort 4 saved 4–6 %
 * more for three to six times the encode time (ADR 0186).
 */
const avif = { quality: 50, effort: 2, chromaSubsampling: "4:2:0" } as const;
/** As the upload pipeline's narrower variants (encode-image.ts). */
const webp = { quality: 78, effort: 2 } as const;

/** A picture's size in pixels, from its header. */
export type PixelSize = { width: number; height: number };

export async function sizeOf(picture: Buffer): Promise<PixelSize> {
  const { width, height } = await (await loadSharp())(picture).metadata();
  return { width, height };
}

/**
 * Encodes one rendition from a picture's stored main WebP, its best copy (originals are not kept):
 * a crop is cut around its focal point, then narrowed, never widened; the main file or a width
 * variant as AVIF is the main file at `size`, the stored WebP variant's own size, so both answers of
 * one URL have the same pixels. Encoding from the narrower WebP instead would stack a second loss:
 * 1.3 dB less PSNR on the demo pictures (ADR 0186).
 */
export async function encodeRendition(
  main: Buffer,
  name: UploadName,
  format: RenditionFormat,
  size?: PixelSize,
): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(main, { failOn: "warning" });
  if (name.kind === "crop") {
    const { width, height } = await image.metadata();
    const box = cropBox(width, height, name.ratio, name.focus);
    image = image.extract(box).resize({ ...cropSize(box, name.ratio, name.width), fit: "fill" });
  } else if (size) {
    image = image.resize({ ...size, fit: "fill" });
  }
  return format === "avif" ? image.avif(avif).toBuffer() : image.webp(webp).toBuffer();
}
