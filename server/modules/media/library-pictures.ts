import { and, inArray, isNull } from "drizzle-orm";
import { isStoredImageUrl } from "../../../domain/images.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/content.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";

type PictureAt = { path: string; url: string };

/** Every stored picture address in a JSON value, with where it sits (`pages.about.image`). */
export function picturesIn(value: unknown, at = ""): PictureAt[] {
  if (typeof value === "string") return isStoredImageUrl(value) ? [{ path: at, url: value }] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => picturesIn(inner, at ? `${at}.${key}` : key));
}

/**
 * Refuses (400 at its path, with `message`) a picture a setting newly names that the library does
 * not hold, or holds in its trash: a setting chooses from the library, it cannot name a file
 * nothing keeps. One it named before is left alone.
 */
export async function assertFromLibrary(tx: Db, value: unknown, before: unknown, message: string): Promise<void> {
  const known = new Set(picturesIn(before).map((picture) => picture.url));
  const named = picturesIn(value).filter((picture) => !known.has(picture.url));
  if (named.length === 0) return;
  const held = await tx
    .select({ url: media.url })
    .from(media)
    .where(
      and(
        inArray(
          media.url,
          named.map((picture) => picture.url),
        ),
        isNull(media.deletedAt),
      ),
    );
  const inLibrary = new Set(held.map((row) => row.url));
  const missing = named.filter((picture) => !inLibrary.has(picture.url));
  if (missing.length > 0) throw new InvalidInput(missing.map(({ path }) => ({ path, message })));
}
