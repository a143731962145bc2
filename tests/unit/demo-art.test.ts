import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageVariantWidths, MAX_IMAGES_PER_ITEM, variantUrl } from "../../domain/images.ts";
import { renderDemoImage } from "../../scripts/demo-art/render.ts";
import {
  type DemoArtKind,
  demoArtPath,
  demoImagesDir,
  everyDemoArt,
  portfolioArt,
} from "../../server/db/seed/demo-art.ts";
import { demoPortfolioItems, demoServices } from "../../server/db/seed/demo-content.ts";
import { storeDemoImage } from "../../server/db/seed/store-demo-image.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";

const sizes: Record<DemoArtKind, { width: number; height: number }> = {
  "category-icon": { width: 400, height: 200 },
  "service-icon": { width: 512, height: 512 },
  portfolio: { width: 1600, height: 1000 },
};

describe("committed demo art", () => {
  it("has exactly one file per seeded picture, and nothing else", async () => {
    const files = everyDemoArt().map((art) => art.file);
    expect(new Set(files).size).toBe(files.length);
    expect((await readdir(demoImagesDir)).sort()).toEqual([...files].sort());
  });

  it("keeps each picture as the stored WebP, at its kind's size", async () => {
    for (const art of everyDemoArt()) {
      const meta = await sharp(await readFile(demoArtPath(art))).metadata();
      expect({ file: art.file, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        file: art.file,
        format: "webp",
        ...sizes[art.kind],
      });
    }
  });

  it("gives an item as many pictures as it asks for, within what an item may hold", () => {
    const item = demoPortfolioItems[0];
    expect(portfolioArt({ ...item, imageCount: 0 }).map((art) => art.variant)).toEqual([0]);
    expect(portfolioArt({ ...item, imageCount: 9 })).toHaveLength(MAX_IMAGES_PER_ITEM);
    expect(portfolioArt({ ...item, imageCount: 2 }).map((art) => art.file)).toEqual([
      `portfolio-${item.slug}-1.webp`,
      `portfolio-${item.slug}-2.webp`,
    ]);
  });
});

describe("storing a demo picture", () => {
  it("keeps the committed WebP byte for byte, named by its content, with every variant", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "agency-demo-art-"));
    try {
      const storage = new LocalDiskStorage(dir);
      const art = everyDemoArt().find((a) => a.kind === "service-icon" && a.slug === demoServices[0].slug);
      if (!art) throw new Error("no service icon in the demo art");
      const url = await storeDemoImage(storage, art);
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{20}\.webp$/);
      const stored = (u: string) => readFile(path.join(dir, u.replace("/uploads/", "")));
      expect((await stored(url)).equals(await readFile(demoArtPath(art)))).toBe(true);
      for (const width of imageVariantWidths) {
        const variant = await sharp(await stored(variantUrl(url, width))).metadata();
        expect(variant.width).toBe(Math.min(width, sizes["service-icon"].width));
      }
      expect(await storeDemoImage(storage, art)).toBe(url);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("demo art generator (npm run seed:art)", () => {
  it("draws the same picture for the same record, at the kind's size", async () => {
    const first = await renderDemoImage("category-icon", "web-development", "Web Development");
    const again = await renderDemoImage("category-icon", "web-development", "Web Development");
    expect(again.equals(first)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ format: "png", ...sizes["category-icon"] });
    const logo = await sharp(await renderDemoImage("partner-logo", "acme", "Acme Labs", 1)).metadata();
    expect(logo).toMatchObject({ width: 360, height: 160, hasAlpha: true });
  });
});
