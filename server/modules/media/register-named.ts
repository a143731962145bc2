import { buffer } from "node:stream/consumers";
import { eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { storedImagePattern } from "../../../domain/images.ts";
import type { Db } from "../../db/client.ts";
import { contentDrafts, media, trash } from "../../db/schema/content.ts";
import type { KindStorage } from "../../engines/content-writes/kind-storage.ts";
import type { PictureColumn } from "../../engines/content-writes/pictures.ts";
import { loadSharp } from "../../images/encode-image.ts";
import { PUBLIC_UPLOADS_PREFIX } from "../../images/store-image.ts";
import type { FileStorage } from "../../storage/file-storage.ts";

/** The stored pictures a column names, one row each, with the name of the record showing it. */
function addressesIn({ column, holds }: PictureColumn, name: SQL | PgColumn): SQL {
  if (holds === "one") return sql`select ${column} as url, ${name}::text as name`;
  if (holds === "many") return sql`select unnest(${column}) as url, ${name}::text as name`;
  // An item is in the library already: nothing to enter.
  if (holds === "item") return sql`select null::text as url, ${name}::text as name`;
  return sql`select (regexp_matches(${column}::text, ${storedImagePattern}, 'g'))[1] as url, ${name}::text as name`;
}

/**
 * Enters in the library every stored picture (named after a record showing it) a record, draft, trashed record or Site setting names
 * and the library does not hold yet: pictures stored before it existed, and the demo content seeded
 * beside it (ADR 0181). Idempotent, and safe with several instances starting at once. A picture only
 * an earlier version names stays out until that version is restored and the next start finds it.
 */
export async function registerNamedPictures(db: Db, kinds: readonly KindStorage[]): Promise<number> {
  const named = [
    ...kinds.flatMap(({ table, pictures }) =>
      pictures ? pictures.columns.map((column) => sql`${addressesIn(column, pictures.name)} from ${table}`) : [],
    ),
    sql`select unnest(${contentDrafts.images}) as url, coalesce(${contentDrafts.fields}->>'name', '') as name
        from ${contentDrafts}`,
    sql`select unnest(${trash.images}) as url, ${trash.name} as name from ${trash}`,
  ];
  const union = sql.join(
    named.map((query) => sql`(${query})`),
    sql` union `,
  );
  const result = await db.execute(
    sql`insert into ${media} (url, name) select distinct on (url) url, name from (${union}) as named
        where url ~ ${`^${storedImagePattern}$`} order by url, name on conflict (url) do nothing`,
  );
  return "rowCount" in result && typeof result.rowCount === "number" ? result.rowCount : 0;
}

/** Reads the size of each library picture entered without one, from its stored file. */
export async function measureUnmeasured(db: Db, storage: FileStorage): Promise<void> {
  const rows = await db.select({ id: media.id, url: media.url }).from(media).where(isNull(media.width)).limit(500);
  if (rows.length === 0) return;
  const sharp = await loadSharp();
  for (const row of rows) {
    const key = row.url.slice(PUBLIC_UPLOADS_PREFIX.length);
    if (!(await storage.exists(key))) continue;
    const file = await buffer(storage.read(key));
    const { width, height } = await sharp(file).metadata();
    await db
      .update(media)
      .set({ width: width ?? null, height: height ?? null, bytes: file.length })
      .where(eq(media.id, row.id));
  }
}
