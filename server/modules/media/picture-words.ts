import { and, inArray, isNull } from "drizzle-orm";
import type { Described, PictureWords } from "../../../domain/picture-words.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";

/**
 * Records as public pages show them (issue 52): each picture with the library's alt text and focal
 * point, read in one query for the whole list. A picture the library does not hold keeps the page's
 * own alt text.
 */
export async function describeRecords<T extends { image: string[] }>(db: Db, records: T[]): Promise<(T & Described)[]> {
  const urls = [...new Set(records.flatMap((record) => record.image))];
  if (urls.length === 0) return records;
  const rows = await db
    .select({
      url: media.url,
      alt: media.alt,
      decorative: media.decorative,
      focalX: media.focalX,
      focalY: media.focalY,
    })
    .from(media)
    .where(and(inArray(media.url, urls), isNull(media.deletedAt)));
  const byUrl = new Map<string, PictureWords>(rows.map(({ url, ...words }) => [url, words]));
  return records.map((record) => ({ ...record, pictureWords: record.image.map((url) => byUrl.get(url) ?? null) }));
}
