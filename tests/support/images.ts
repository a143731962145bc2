import sharp from "sharp";
import { IMAGE_MAX_BYTES } from "../../domain/images.ts";

/** Test pictures are drawn here with sharp, never committed as binaries. */

let shade = 0;
/** A distinct colour per call, so two fixtures never share a content hash by accident. */
const nextColour = () => {
  shade = (shade + 37) % 250;
  return { r: shade, g: 255 - shade, b: (shade * 7) % 256 };
};

export async function pngImage(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: nextColour() } })
    .png()
    .toBuffer();
}

export async function webpImage(width = 300, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: nextColour() } })
    .webp()
    .toBuffer();
}

/** A wide photo whose EXIF says "rotate 90°" and that carries a GPS position and a copyright. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: nextColour() } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: "Secret Studio" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 33/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "74/1 20/1 0/1" },
    })
    .toBuffer();
}

/** A real PNG cut off half-way, as an interrupted upload leaves it. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: nextColour() } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

export const textFile = () => Buffer.from("This is not a picture, whatever its name says.\n");

/** Starts like a PNG and is one byte over the limit: refused while streaming, never decoded. */
export function oversizedPng(): Buffer {
  const data = Buffer.alloc(IMAGE_MAX_BYTES + 1, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}
