import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import {
  categories,
  contentDrafts,
  contentRevisions,
  portfolioItems,
  services,
  siteSettings,
  trash,
} from "../db/schema.ts";

/**
 * Serialises everything that decides whether a stored image's files may be deleted. Held until the
 * end of the transaction; take several in a fixed order (sorted) so two writers never deadlock.
 */
export async function lockImage(tx: Db, url: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${url}, 0))`);
}

/**
 * Whether any row still names the image: identical uploads share one content-hashed file set, and a
 * revision keeps the pictures it names until it is pruned (ADR 0102), a record in the trash until it
 * is deleted forever or purged (ADR 0117), a draft-only record's files until it is published or
 * discarded (ADR 0122). The site's partner logos and
 * pictures sit in JSON (site_settings); a stored URL is a content hash, so finding it in the text of
 * those two rows is exact.
 */
export async function isImageReferenced(db: Db, url: string): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from ${categories} where ${categories.icon} = ${url})
        or exists (select 1 from ${services} where ${services.icon} = ${url})
        or exists (select 1 from ${portfolioItems} where ${url} = any(${portfolioItems.images}))
        or exists (select 1 from ${contentRevisions} where ${contentRevisions.images} @> array[${url}]::text[])
        or exists (select 1 from ${trash} where ${trash.images} @> array[${url}]::text[])
        or exists (select 1 from ${contentDrafts} where ${contentDrafts.images} @> array[${url}]::text[])
        or exists (select 1 from ${siteSettings} where ${siteSettings.part} in ('partners', 'images')
                   and strpos(${siteSettings.value}::text, ${url}) > 0) as "used"`);
  return rowsOf<{ used: boolean }>(result)[0]?.used === true;
}
