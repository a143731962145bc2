/**
 * Locally generated demo artwork: category icons, service icons, portfolio images and partner
 * logos. Everything is drawn as SVG and rasterised to PNG with sharp (librsvg), so no network
 * access and no downloaded fonts are needed.
 *
 * The output is deterministic: the same arguments always produce identical PNG bytes on the
 * same machine (font rendering depends on the fonts installed; text uses generic "sans-serif").
 */
import sharp from "sharp";
import type { DemoArtKind } from "../../server/db/seed/demo-art.ts";
import { categoryIconSvg } from "./category-icon.ts";
import { partnerLogoSvg } from "./partner-logo.ts";
import { portfolioSvg } from "./portfolio/portfolio.ts";
import { serviceIconSvg } from "./service-icon.ts";

/** The demo seed's kinds plus the partner logos that make-site-media.ts draws for the home page. */
export type ArtKind = DemoArtKind | "partner-logo";

/** Build the SVG source for a demo image (exported for tests and debugging). */
export function demoImageSvg(kind: ArtKind, seed: string, label: string, variant = 0): string {
  const v = Number.isFinite(variant) ? Math.trunc(variant) : 0;
  switch (kind) {
    case "category-icon":
      return categoryIconSvg(seed, label, v);
    case "service-icon":
      return serviceIconSvg(seed, label, v);
    case "portfolio":
      return portfolioSvg(seed, label, v);
    case "partner-logo":
      return partnerLogoSvg(seed, label, v);
    default: {
      const never: never = kind;
      throw new Error(`Unknown demo art kind: ${String(never)}`);
    }
  }
}

const shadowedRect =
  /<g filter="url\(#shadow\)"><rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" rx="([\d.]+)" fill="([^"]+)"\/><\/g>/g;

/**
 * Gaussian drop shadows cost librsvg ~0.4 s per 1600 px image; a few stacked translucent rects look
 * alike at a fraction of the cost, which keeps the first start (seeding ~70 images) quick.
 */
function withCheapShadows(svg: string): string {
  return svg
    .replace(shadowedRect, (_all, x, y, w, h, r, fill) => {
      const [nx, ny, nw, nh, nr] = [x, y, w, h, r].map(Number);
      const layers = [30, 18, 8].map((spread, i) => {
        const opacity = [0.06, 0.08, 0.1][i];
        return `<rect x="${nx - spread / 2}" y="${ny + 14 + spread / 2}" width="${nw + spread}" height="${nh + spread / 2}" rx="${nr + spread / 2}" fill="#020617" fill-opacity="${opacity}"/>`;
      });
      return `${layers.join("")}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
    })
    .replaceAll(' filter="url(#tshadow)"', "");
}

/**
 * Render demo artwork as a PNG. Sizes: category-icon 400x200, service-icon 512x512,
 * portfolio 1600x1000, partner-logo 360x160 (transparent background).
 */
export async function renderDemoImage(kind: ArtKind, seed: string, label: string, variant?: number): Promise<Buffer> {
  const svg = withCheapShadows(demoImageSvg(kind, seed, label, variant ?? 0));
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
}
