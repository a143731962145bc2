/**
 * Renders the public site's static pictures into public/images (the results are committed; run again
 * after changing a design): the five partner logos, the share card, the logo mark for JSON-LD and the
 * 404 illustration. Everything is drawn here — nothing is downloaded.
 *
 *   node --import tsx scripts/make-site-media.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { SITE_NAME } from "../domain/public-site.ts";
import { defaultPartners } from "../domain/site-defaults.ts";
import { renderDemoImage } from "./demo-art/render.ts";
import { notFoundSvg } from "./media/not-found-art.ts";

const root = path.resolve(import.meta.dirname, "..");
const images = path.join(root, "public/images");

const mark = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d5dfc"/><stop offset="1" stop-color="#3b2bb8"/></linearGradient></defs>
<rect width="40" height="40" rx="11" fill="url(#t)"/>
<path d="M8 16c4-4 8-4 12 0s8 4 12 0" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>
<path d="M8 25c4-4 8-4 12 0s8 4 12 0" fill="none" stroke="#fbbf24" stroke-width="3.2" stroke-linecap="round"/></svg>`;

const shareCard = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><radialGradient id="g" cx="0.9" cy="0" r="0.9"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#0b1026"/></radialGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g transform="translate(80 80) scale(2.4)">${mark(40).replace(/^<svg[^>]*>|<\/svg>$/g, "")}</g>
<text x="200" y="133" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${SITE_NAME}</text>
<text x="80" y="330" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">Be the market Leader</text>
<text x="80" y="410" font-family="sans-serif" font-size="64" font-weight="700" fill="#fbbf24">in your industry</text>
<text x="80" y="520" font-family="sans-serif" font-size="28" fill="#c7d2fe">Custom software · Web and mobile apps · Design · Cloud · Growth</text>
</svg>`;

async function main() {
  await mkdir(path.join(images, "partners"), { recursive: true });
  for (const [index, partner] of defaultPartners.entries()) {
    // A default partner's id is the slug its logo file is named after.
    const png = await renderDemoImage("partner-logo", partner._id, partner.name, index);
    await sharp(png)
      .webp({ quality: 90, alphaQuality: 90 })
      .toFile(path.join(images, "partners", `${partner._id}.webp`));
  }
  await sharp(Buffer.from(shareCard))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(images, "og-default.png"));
  await sharp(Buffer.from(mark(512)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(images, "logo-mark.png"));
  await writeFile(path.join(images, "not-found.svg"), notFoundSvg());
  console.log("public/images updated");
}

await main();
