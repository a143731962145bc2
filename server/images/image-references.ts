import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { contentDrafts, contentRevisions, media, trash } from "../db/schema/content.ts";

/**
 * Serialises everything that decides whether a stored image's files may be deleted. Held until the
 * end of the transaction; take several in a fixed order (sorted) so two writers never deadlock.
 */
export async function lockImage(tx: Db, url: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${url}, 0))`);
}

/** A condition true while a row of one kind of content names the stored image `url`. */
export type NamesPicture = (url: string) => SQL;

/**
 * Whether any row still names the image: a content kind's own rows (each kind declares how it names
 * pictures, ADR 0150), and identical uploads share one content-hashed file set; a revision keeps
 * the pictures it names until it is pruned (ADR 0102), a record in the trash until it is deleted
 * forever or purged (ADR 0117), a draft (or draft-only record) its files until it is published or
 * discarded (ADR 0122), the last draft discarded while it can be brought back (ADR 0151), and the
 * media library's item until it is deleted forever (ADR 0181): a picture stays in the library when
 * the record that showed it stops.
 */
export async function isImageReferenced(db: Db, url: string, kinds: readonly NamesPicture[]): Promise<boolean> {
  const held = [
    ...kinds.map((namesPicture) => namesPicture(url)),
    sql`exists (select 1 from ${media} where ${media.url} = ${url})`,
    sql`exists (select 1 from ${contentRevisions} where ${contentRevisions.images} @> array[${url}]::text[])`,
    sql`exists (select 1 from ${trash} where ${trash.images} @> array[${url}]::text[])`,
    sql`exists (select 1 from ${contentDrafts} where ${contentDrafts.images} @> array[${url}]::text[])`,
    sql`exists (select 1 from ${contentDrafts} where ${contentDrafts.discardedImages} @> array[${url}]::text[])`,
  ];
  const result = await db.execute(sql`select ${sql.join(held, sql` or `)} as "used"`);
  return rowsOf<{ used: boolean }>(result)[0]?.used === true;
}
