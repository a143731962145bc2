import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { encodeImage, isImageStored, urlOf, writeEncodedImage } from "../../images/index.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { type DemoArt, demoArtPath } from "./demo-art.ts";

/**
 * Stores a committed demo picture the way uploads are stored. The file already is the main WebP that
 * encodeImage made when `npm run seed:art` drew it, so it is kept byte for byte, and with it the
 * content-hashed URL (named as encodeImage names it); encoding it again would only lose quality.
 * Only the narrower variants are made here, by the same encoder.
 */
export async function storeDemoImage(storage: FileStorage, art: DemoArt): Promise<string> {
  const main = await readFile(demoArtPath(art));
  const hash = createHash("sha256").update(main).digest("hex").slice(0, 20);
  if (await isImageStored(storage, urlOf({ hash }))) return urlOf({ hash });
  const encoded = await encodeImage(main);
  const variants = encoded.variants.map((variant) =>
    variant.data === encoded.main ? { width: variant.width, data: main } : variant,
  );
  return writeEncodedImage(storage, { hash, main, width: encoded.width, height: encoded.height, variants });
}
