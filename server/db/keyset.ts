import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** Where a newest-first page ended: the timestamp as PostgreSQL text (microseconds kept) and the id. */
export type PageCursor = { at: string; id: string };

/** The cursor columns to select next to a row: `order by at desc, id desc` must match. */
export const cursorOf = (at: AnyColumn) => sql<string>`${at}::text`;

/** Rows strictly after `cursor` in `order by at desc, id desc`. */
export const after = (at: AnyColumn, id: AnyColumn, cursor: PageCursor | undefined): SQL | undefined =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

/**
 * Reads a newest-first list page by page, so an export of any size holds one page in memory and
 * never keeps a database connection busy while a slow client downloads.
 */
export async function* inPages<T extends { cursor: PageCursor }>(
  page: (cursor: PageCursor | undefined, limit: number) => Promise<T[]>,
  size = 500,
): AsyncGenerator<T> {
  let cursor: PageCursor | undefined;
  for (;;) {
    const rows = await page(cursor, size);
    yield* rows;
    if (rows.length < size) return;
    cursor = rows[rows.length - 1].cursor;
  }
}
