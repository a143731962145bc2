import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { imageVariantWidths, variantUrl } from "../../domain/images.ts";
import { media } from "../../server/db/schema/content.ts";
import { publicUploadsDir } from "../../server/plugins/uploads.ts";
import type { TestContext } from "./test-app.ts";

/** What is on disk under DATA_DIR/uploads. */
export async function storedFiles(ctx: TestContext): Promise<string[]> {
  try {
    return (await readdir(publicUploadsDir(ctx.config.dataDir))).sort();
  } catch {
    return [];
  }
}

/** The file names of a stored image and its responsive variants. */
export const fileSetOf = (url: string) =>
  [url, ...imageVariantWidths.map((w) => variantUrl(url, w))].map((u) => u.replace("/uploads/", "")).sort();

export async function hasFileSet(ctx: TestContext, url: string): Promise<boolean> {
  const files = new Set(await storedFiles(ctx));
  return fileSetOf(url).every((name) => files.has(name));
}

export async function hasAnyFileOf(ctx: TestContext, url: string): Promise<boolean> {
  const files = new Set(await storedFiles(ctx));
  return fileSetOf(url).some((name) => files.has(name));
}

export const readStored = (ctx: TestContext, url: string) =>
  readFile(path.join(publicUploadsDir(ctx.config.dataDir), url.replace("/uploads/", "")));

/**
 * Whether the picture's files go once the media library lets go of it too (deleted from it
 * forever): true when nothing else — a record, draft, revision or the trash — still names it. A
 * picture stays in the library when its record stops showing it (ADR 0181); this is what the
 * image store decides beside the library.
 */
export async function goneOutsideLibrary(ctx: TestContext, url: string): Promise<boolean> {
  await ctx.database.db.delete(media).where(eq(media.url, url));
  await ctx.app.publicImages.release([url]);
  return !(await hasAnyFileOf(ctx, url));
}
