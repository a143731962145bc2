import { and, inArray, isNull } from "drizzle-orm";
import type { Described, PictureWords } from "../../../domain/picture-words.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema/content.ts";

/** What a record's field holds of pictures: one URL (or none), or a list. */
type Pictures = string | null | undefined | readonly string[];

/** The library's words of every picture a page shows, by URL. */
export type PictureBook = ReadonlyMap<string, PictureWords>;

const urlsIn = (value: Pictures): readonly string[] =>
  value === null || value === undefined ? [] : typeof value === "string" ? [value] : value;

/** The pictures a list of records names in one field, for readPictureWords. */
export const picturesIn = <K extends string, T extends { [P in K]: Pictures }>(records: readonly T[], field: K) =>
  records.flatMap((record) => urlsIn(record[field]));

/**
 * The library's alt text, focal point and size of these pictures (issue 52): one query for a whole
 * page, whatever the number of pictures and kinds. A picture the library does not hold (or holds in
 * its trash) is not in the book: the page keeps its own alt text and the centre.
 */
export async function readPictureWords(db: Db, urls: Iterable<string | null | undefined>): Promise<PictureBook> {
  const wanted = [...new Set([...urls].filter((url): url is string => Boolean(url)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      url: media.url,
      alt: media.alt,
      decorative: media.decorative,
      focalX: media.focalX,
      focalY: media.focalY,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(and(inArray(media.url, wanted), isNull(media.deletedAt)));
  return new Map(rows.map(({ url, ...words }) => [url, words]));
}

/** Records as public pages show them: each picture `field` names with its words from `book`, in order. */
export function withWords<K extends string, T extends { [P in K]: Pictures }>(
  records: readonly T[],
  field: K,
  book: PictureBook,
): (T & Described)[] {
  return records.map((record) => ({
    ...record,
    pictureWords: urlsIn(record[field]).map((url) => book.get(url) ?? null),
  }));
}

/** Records described by one query of their own (a page that shows one kind of record). */
export async function describeRecords<K extends string, T extends { [P in K]: Pictures }>(
  db: Db,
  records: readonly T[],
  field: K,
): Promise<(T & Described)[]> {
  return withWords(records, field, await readPictureWords(db, picturesIn(records, field)));
}
