import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { media } from "../../db/schema/content.ts";

/**
 * How a column names stored pictures: one address (an icon), an array of them (a project's
 * images), inside JSON (search settings, a Site part), or a library item's id (an article's cover).
 * A stored address is a content hash, so finding it in a JSON document's text is exact.
 */
export type PictureHolding = "one" | "many" | "json" | "item";

/**
 * True where `column` holds the id of the library item stored at `url`. The item is read under an
 * alias: `url` may be the library's own column in the query around it (every item's uses at once).
 */
const named = sql.identifier("named_item");
export const holdsItem = (id: SQLWrapper, url: PictureAddress) =>
  sql`exists (select 1 from ${media} as ${named} where ${named}.${sql.identifier(media.id.name)} = ${id}
      and ${named}.${sql.identifier(media.url.name)} = ${url})`;

/** True where the text `id` (a draft's field) is the id of the library item stored at `url`. */
export const namesItemAt = (id: SQL, url: PictureAddress): SQL =>
  holdsItem(sql`(case when (${id}) ~ '^[0-9a-f-]{36}$' then (${id})::uuid end)`, url);

/**
 * A column of a kind's rows that may name a picture, and what the library calls that place. An
 * item's id is named in a draft by the form's field (`draftKey`), a draft keeping fields, not a row.
 */
export type PictureColumn = { field: string; column: PgColumn; holds: PictureHolding; draftKey?: string };

/**
 * Where a kind's rows show pictures (ADR 0181), declared once with the kind: the image store asks
 * whether a picture is still named, the media library lists where it is used and, on a replace,
 * switches every use to the new file — all from this.
 */
export type KindPictures = {
  columns: readonly PictureColumn[];
  /** The record's name as the library lists a use. */
  name: PgColumn;
  /** The record's own word when the kind's records go by several (a project or a product). */
  record?: PgColumn;
};

/**
 * The pictures of a kind with pages of its own: `columns`, its own places, then its search settings
 * (`seo`), whose share picture any such record may name.
 */
export const withSearchSettings = (
  name: PgColumn,
  seo: PgColumn,
  columns: readonly PictureColumn[],
  record?: PgColumn,
): KindPictures => ({
  name,
  ...(record && { record }),
  columns: [...columns, { field: "search settings", column: seo, holds: "json" }],
});

/** A picture address: a value, or a column of the query it is used in (the library's own rows). */
export type PictureAddress = string | SQLWrapper;

/** True where `column` names the picture at `url`. */
export function names({ column, holds }: PictureColumn, url: PictureAddress): SQL {
  if (holds === "one") return sql`${column} = ${url}`;
  if (holds === "many") return sql`${url} = any(${column})`;
  if (holds === "item") return holdsItem(column, url);
  return sql`strpos(${column}::text, ${url}) > 0`;
}

/** True where any of the kind's picture columns names `url`. */
export const namesAny = (pictures: KindPictures, url: PictureAddress): SQL =>
  sql.join(
    pictures.columns.map((column) => sql`(${names(column, url)})`),
    sql` or `,
  );

/** The column's value with the picture at `from` named `to` instead (a replace of the item's file). */
export function replaced({ column, holds }: PictureColumn, from: string, to: string): SQL {
  if (holds === "one") return sql`${to}`;
  if (holds === "many") return sql`array_replace(${column}, ${from}, ${to})`;
  // A replaced item keeps its id: the record names it as before, and shows its new file.
  if (holds === "item") return sql`${column}`;
  return sql`replace(${column}::text, ${from}, ${to})::jsonb`;
}

/** True while one of the kind's rows names the picture at `url`. */
export const namedBy = (kind: { table: PgTable; pictures: KindPictures }, url: PictureAddress): SQL =>
  sql`exists (select 1 from ${kind.table} where ${namesAny(kind.pictures, url)})`;
