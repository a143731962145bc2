/**
 * Draws the demo content's pictures and writes them, already encoded the way the image store keeps
 * them, to server/db/seed/demo-images (the results are committed; run again after changing a design
 * or the demo content). The seed only reads these files, so the server carries no art generator.
 *
 *   npm run seed:art
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { demoArtPath, demoImagesDir, everyDemoArt } from "../../server/db/seed/demo-art.ts";
import { encodeImage } from "../../server/images/encode-image.ts";
import { renderDemoImage } from "./render.ts";

async function main() {
  await mkdir(demoImagesDir, { recursive: true });
  const arts = everyDemoArt();
  for (const art of arts) {
    // The stored main picture, not the raw drawing: lossless PNGs would be five times the size.
    const { main } = await encodeImage(await renderDemoImage(art.kind, art.slug, art.label, art.variant));
    await writeFile(demoArtPath(art), main);
  }
  const wanted = new Set(arts.map((art) => art.file));
  for (const file of await readdir(demoImagesDir)) {
    if (!wanted.has(file)) await rm(path.join(demoImagesDir, file));
  }
  console.log(`${arts.length} demo images written to ${path.relative(process.cwd(), demoImagesDir)}`);
}

await main();
