/**
 * The picture bytes a public page makes a browser load, as WebP and as AVIF (ADR 0186): every
 * `<img>` of the page's HTML, the candidate of its `srcset` a browser picks for its `sizes` at a
 * viewport (the narrowest candidate at least as wide as the slot × the device pixel ratio), fetched
 * once with an Accept that takes only WebP and once with Chrome's. Starts the production build over
 * a throw-away embedded database with the demo content, as `npm run lighthouse` does.
 *
 *   npm run build && node --import tsx scripts/picture-bytes.ts            # starts its own server
 *   node --import tsx scripts/picture-bytes.ts http://127.0.0.1:3000 /projects
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApp } from "./bench/app-process.ts";

const viewports = [
  { name: "1440 px, 1×", width: 1440, dpr: 1 },
  { name: "390 px, 3×", width: 390, dpr: 3 },
];
const accepts = {
  webp: "image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
  avif: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
} as const;

type Img = { src: string; srcset?: string; sizes?: string };

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");

function imagesOf(html: string): Img[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)].flatMap(([tag]) => {
    const src = attribute(tag, "src");
    return src ? [{ src, srcset: attribute(tag, "srcset"), sizes: attribute(tag, "sizes") }] : [];
  });
}

/** A `sizes` length in CSS pixels at a viewport width (px, rem of 16 px, vw). */
function cssPixels(length: string, viewport: number): number {
  const [, value, unit] = /^([\d.]+)(px|rem|vw)$/.exec(length.trim()) ?? [];
  if (!value) throw new Error(`a sizes length this script does not read: ${length}`);
  return Number(value) * (unit === "rem" ? 16 : unit === "vw" ? viewport / 100 : 1);
}

/** The slot's width by `sizes`: the first entry whose `(min-width: …)` holds, or the last. */
function slotWidth(sizes: string | undefined, viewport: number): number {
  if (!sizes) return viewport;
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const condition = /^\(min-width:\s*([\d.]+(?:px|rem))\)\s+(.+)$/.exec(entry);
    if (!condition) return cssPixels(entry, viewport);
    if (viewport >= cssPixels(condition[1], viewport)) return cssPixels(condition[2], viewport);
  }
  return viewport;
}

function picked(img: Img, viewport: { width: number; dpr: number }): string {
  if (!img.srcset) return img.src;
  const candidates = img.srcset.split(",").map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    return { url, width: Number.parseInt(descriptor, 10) };
  });
  const needed = slotWidth(img.sizes, viewport.width) * viewport.dpr;
  const wide = candidates.filter((c) => c.width >= needed).sort((a, b) => a.width - b.width);
  return (wide[0] ?? candidates.sort((a, b) => b.width - a.width)[0]).url;
}

async function bytesOf(base: string, url: string, accept: string): Promise<{ bytes: number; type: string }> {
  const res = await fetch(new URL(url, base), { headers: { accept } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { bytes: (await res.arrayBuffer()).byteLength, type: res.headers.get("content-type") ?? "" };
}

const args = process.argv.slice(2);
const given = args.find((arg) => /^https?:\/\//.test(arg));
const page = args.find((arg) => arg.startsWith("/")) ?? "/";
const dataDir = await mkdtemp(path.join(tmpdir(), "agency-picture-bytes-"));
const app = given
  ? undefined
  : await startApp({ DATA_DIR: dataDir, NODE_ENV: "production" }, 3400 + (process.pid % 500));
const base = given ?? app?.url ?? "";
try {
  const html = await (await fetch(new URL(page, base))).text();
  const images = imagesOf(html);
  console.log(`${page} on ${base}: ${images.length} <img>`);
  for (const viewport of viewports) {
    const urls = [...new Set(images.map((img) => picked(img, viewport)))];
    const totals = { webp: 0, avif: 0 };
    /** The pictures the image store serves (built assets such as the hero poster are not negotiated). */
    const stored = { webp: 0, avif: 0 };
    for (const url of urls) {
      const webp = await bytesOf(base, url, accepts.webp);
      const avif = await bytesOf(base, url, accepts.avif);
      totals.webp += webp.bytes;
      totals.avif += avif.bytes;
      if (url.startsWith("/uploads/")) {
        stored.webp += webp.bytes;
        stored.avif += avif.bytes;
      }
      console.log(`  ${url}  ${webp.type} ${webp.bytes}  ${avif.type} ${avif.bytes}`);
    }
    const saved = (part: { webp: number; avif: number }) => Math.round((1 - part.avif / part.webp) * 1000) / 10;
    console.log(
      `${viewport.name}: ${urls.length} pictures, WebP ${totals.webp} B, AVIF ${totals.avif} B (${saved(totals)} % fewer);` +
        ` under /uploads WebP ${stored.webp} B, AVIF ${stored.avif} B (${saved(stored)} % fewer)`,
    );
  }
} finally {
  await app?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
