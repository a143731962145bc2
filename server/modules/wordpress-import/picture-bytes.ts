import { IMAGE_MAX_PIXELS } from "../../../domain/images.ts";
import { detectImageType } from "../../images/detect-image-type.ts";
import { loadSharp } from "../../images/encode-image.ts";

/**
 * An attachment's file as the image pipeline takes it (PNG, JPEG or WebP): a GIF, TIFF or AVIF a
 * WordPress site held is decoded here and handed over as a PNG of its first frame (the pipeline
 * re-encodes it as every upload is), so the staff's upload rules stay as the specs say. Anything
 * else — a PDF, a video, an SVG — is no picture (undefined).
 */
const picturesByName = /\.(?:jpe?g|png|webp|gif|tiff?|avif|heic)$/i;

/** Whether an address names a picture by its ending (no ending: perhaps; the bytes decide). */
export function mayBePicture(address: string): boolean {
  const path = address.split(/[?#]/)[0] ?? "";
  const name = path.split("/").pop() ?? "";
  return !name.includes(".") || picturesByName.test(name);
}

export async function pictureBytes(data: Buffer): Promise<{ data: Buffer; note?: string } | undefined> {
  if (detectImageType(data)) return { data };
  const sharp = await loadSharp();
  try {
    const decoded = sharp(data, { failOn: "error", animated: false, limitInputPixels: IMAGE_MAX_PIXELS });
    const meta = await decoded.metadata();
    if (!meta.format || meta.format === "svg" || meta.format === "pdf") return undefined;
    const png = await decoded.png().toBuffer();
    const animated = (meta.pages ?? 1) > 1;
    return { data: png, note: animated ? "An animated picture: only its first frame is kept" : undefined };
  } catch {
    return undefined;
  }
}
