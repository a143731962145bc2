import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { contentKinds, recordWordsOf } from "../../../domain/content-kinds.ts";
import type { MediaUse } from "../../../domain/media.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { authors, contentDrafts, contentRevisions, trash } from "../../db/schema/content.ts";
import type { KindStorage } from "../content-writes/kind-storage.ts";
import { holdsItem, names, namesAny, namesItemAt, type PictureAddress } from "../content-writes/pictures.ts";

/** The kinds whose records go by more than one word (the portfolio: a project or a product). */
const severalWords = contentKinds.filter((kind) => recordWordsOf(kind).length > 1);

/**
 * A draft's or revision's record word: its kind's, or for a kind with several the `type` its fields
 * carry (its first word when they carry none), as domain/content-kinds.ts lists them.
 */
const recordWord = (kind: SQL | PgColumn, type: SQL) =>
  severalWords.length === 0
    ? sql`${kind}`
    : sql`case ${sql.join(
        severalWords.map((name) => sql`when ${kind} = ${name} then coalesce(${type}, ${recordWordsOf(name)[0]})`),
        sql` `,
      )} else ${kind} end`;

/**
 * True for a revision whose record still shows the picture: its live use is listed, its earlier
 * versions add nothing to it.
 */
const stillShown = (kinds: readonly KindStorage[], url: PictureAddress): SQL => {
  const shown = kinds.flatMap(({ kind, table, key, pictures }) =>
    pictures
      ? [
          sql`(${contentRevisions.kind} = ${kind} and exists (select 1 from ${table}
              where ${key}::text = ${contentRevisions.recordId} and (${namesAny(pictures, url)})))`,
        ]
      : [],
  );
  return shown.length > 0 ? sql.join(shown, sql` or `) : sql`false`;
};

/** True for a draft naming the library item at `url` by id (an article's cover, as its form sends it). */
const draftNamesItem = (kinds: readonly KindStorage[], url: PictureAddress): SQL => {
  const named = kinds.flatMap(({ kind, pictures }) =>
    (pictures?.columns ?? []).flatMap(({ draftKey }) =>
      draftKey
        ? [
            sql`(${contentDrafts.kind} = ${kind} and ${namesItemAt(sql`${contentDrafts.fields}->>(${draftKey}::text)`, url)})`,
          ]
        : [],
    ),
  );
  return named.length > 0 ? sql.join(named, sql` or `) : sql`false`;
};

/**
 * Where a picture is used, read from the rows that name it (ADR 0181): every kind's picture columns
 * as its declaration gives them, every draft, the latest revision of each record naming it, and the
 * trash. Read in the caller's transaction, the list is as fresh as the rows themselves: there is no
 * second index to fall behind them.
 */
function queriesOfUses(kinds: readonly KindStorage[], url: PictureAddress): SQL[] {
  const live = kinds.flatMap(({ kind, table, key, pictures }) =>
    (pictures?.columns ?? []).map(
      (
        column,
      ) => sql`select ${pictures?.record ?? kind}::text as kind, ${key}::text as id, ${pictures?.name}::text as name,
        ${column.field}::text as field, ${kind === "site" ? "site" : "published"}::text as state
        from ${table} where ${names(column, url)}`,
    ),
  );
  return [
    ...live,
    // An author profile's photo (ADR 0245): not a content kind, but as live as a published record.
    sql`select 'author'::text as kind, ${authors.id}::text as id, ${authors.name} as name, 'photo'::text as field,
        'published'::text as state from ${authors} where ${holdsItem(authors.photoId, url)}`,
    sql`select ${recordWord(contentDrafts.kind, sql`${contentDrafts.fields}->>'type'`)} as kind, ${contentDrafts.recordId} as id,
        coalesce(${contentDrafts.fields}->>'name', ${contentDrafts.fields}->>'title', ${contentDrafts.recordId}) as name,
        'draft' as field, 'draft' as state
        from ${contentDrafts} where ${url} = any(${contentDrafts.images}) or ${url} = any(${contentDrafts.discardedImages})
        or ${draftNamesItem(kinds, url)}`,
    sql`select distinct on (${contentRevisions.kind}, ${contentRevisions.recordId})
        ${recordWord(contentRevisions.kind, sql`${contentRevisions.snapshot}->>'type'`)} as kind, ${contentRevisions.recordId} as id,
        coalesce(${contentRevisions.snapshot}->>'name', ${contentRevisions.recordId}) as name,
        'version ' || ${contentRevisions.version} as field, 'revision' as state
        from ${contentRevisions} where ${url} = any(${contentRevisions.images}) and not (${stillShown(kinds, url)})`,
    sql`select ${trash.kind}::text as kind, ${trash.recordId}::text as id, ${trash.name} as name, 'trash' as field,
        'trash' as state from ${trash} where ${url} = any(${trash.images})`,
  ];
}

/** Every use of the picture at `url`, live ones first. */
export async function usesOf(db: Db, kinds: readonly KindStorage[], url: string): Promise<MediaUse[]> {
  const union = sql.join(
    queriesOfUses(kinds, url).map((query) => sql`(${query})`),
    sql` union all `,
  );
  const result = await db.execute(sql`select * from (${union}) as uses`);
  const rank = { published: 0, site: 1, draft: 2, trash: 3, revision: 4 };
  return rowsOf<MediaUse>(result).sort((a, b) => rank[a.state] - rank[b.state]);
}

/** How many places name the picture at `url` (a column of the query it is used in, for a list). */
export function countOfUses(kinds: readonly KindStorage[], url: PictureAddress): SQL<number> {
  const counts = queriesOfUses(kinds, url).map((query) => sql`(select count(*) from (${query}) as q)`);
  return sql<number>`(${sql.join(counts, sql` + `)})::int`.mapWith(Number);
}
