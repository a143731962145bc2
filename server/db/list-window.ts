import { type AnyColumn, and, desc, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { batchFields, type CsvBatch } from "./csv-batches.ts";
import { after, type PageCursor } from "./keyset.ts";

/**
 * One read of a list with its filters and search already applied: rows in `order` from `offset`,
 * or, without an order, newest first after `cursor` (the keyset an export walks).
 */
export type ListWindow = { order?: SQL[]; limit?: number; offset?: number; cursor?: PageCursor };

/** The columns a newest-first list walks by: its moment, the id breaking ties. */
export type Keyset = { at: AnyColumn; id: AnyColumn };

/**
 * A list's statement narrowed to one window: `where` (the list's filter), then the page in the
 * window's order, or newest first after its cursor. Every back-office list and its export batches
 * read the same way, so a page and a download never disagree on which rows come next.
 */
export function inWindow<Query extends PgSelect>(
  query: Query,
  keyset: Keyset,
  where: SQL | undefined,
  window: ListWindow,
): Query {
  const page = query
    .where(and(where, window.order ? undefined : after(keyset.at, keyset.id, window.cursor)))
    .orderBy(...(window.order ?? [desc(keyset.at), desc(keyset.id)]))
    .offset(window.offset ?? 0);
  return window.limit ? page.limit(window.limit) : page;
}

/**
 * A list with no export (so no cursor) narrowed to one window: `where`, then the page in the
 * window's order, or in `byDefault`.
 */
export function inOrder<Query extends PgSelect>(
  query: Query,
  where: SQL | undefined,
  window: ListWindow,
  byDefault: SQL[] = [],
): Query {
  const page = query
    .where(where)
    .orderBy(...(window.order ?? byDefault))
    .offset(window.offset ?? 0);
  return window.limit ? page.limit(window.limit) : page;
}

/**
 * A list's export batches (server/db/csv-batches.ts) read the way its pages are: `from` selects the
 * batch's fields from the list's table and joins, `where` is its filter, newest first after the cursor.
 */
export const batchesOf =
  (keyset: Keyset, where: SQL | undefined, from: (fields: ReturnType<typeof batchFields>) => PgSelect): CsvBatch =>
  (line, cursor, limit) =>
    inWindow(from(batchFields(line, keyset.at, keyset.id)), keyset, where, { cursor, limit });
