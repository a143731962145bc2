import path from "node:path";
import { MAX_IMAGES_PER_ITEM } from "../../../domain/images.ts";
import { projectRoot } from "../../paths.ts";
import {
  type DemoCategory,
  type DemoPortfolioItem,
  type DemoService,
  demoCategories,
  demoPortfolioItems,
  demoServices,
} from "./demo-content.ts";

/**
 * The demo content's pictures are drawn once at authoring time (`npm run seed:art`) and committed
 * here; the seed only reads them. Resolved from the project root so the bundled server finds them too.
 */
export const demoImagesDir = path.join(projectRoot, "server/db/seed/demo-images");

export type DemoArtKind = "category-icon" | "service-icon" | "portfolio";

/** One committed demo picture: what the art script draws and the file the seed reads. */
export type DemoArt = { kind: DemoArtKind; slug: string; label: string; variant: number; file: string };

/** A record's one icon: `category-<slug>.webp` or `service-<slug>.webp`. */
const iconArt =
  (word: "category" | "service") =>
  (record: { slug: string; name: string }): DemoArt => ({
    kind: `${word}-icon`,
    slug: record.slug,
    label: record.name,
    variant: 0,
    file: `${word}-${record.slug}.webp`,
  });

export const categoryIconArt: (category: DemoCategory) => DemoArt = iconArt("category");
export const serviceIconArt: (service: DemoService) => DemoArt = iconArt("service");

/** An item's pictures: as many as its imageCount asks for, within what an item may hold. */
export function portfolioArt(item: DemoPortfolioItem): DemoArt[] {
  const count = Math.min(Math.max(item.imageCount, 1), MAX_IMAGES_PER_ITEM);
  return Array.from({ length: count }, (_, variant) => ({
    kind: "portfolio",
    slug: item.slug,
    label: item.name,
    variant,
    file: `portfolio-${item.slug}-${variant + 1}.webp`,
  }));
}

export const demoArtPath = (art: DemoArt) => path.join(demoImagesDir, art.file);

/** Every picture the demo seed stores, in the order it stores them. */
export const everyDemoArt = (): DemoArt[] => [
  ...demoCategories.map(categoryIconArt),
  ...demoServices.map(serviceIconArt),
  ...demoPortfolioItems.flatMap(portfolioArt),
];
