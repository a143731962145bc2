import { and, eq, inArray, or, sql } from "drizzle-orm";
import { type ContentKind, recordWordsOf } from "../../../domain/content-kinds.ts";
import type { Db } from "../../db/client.ts";
import { trash } from "../../db/schema/content.ts";
import { formerSlugs } from "../../engines/addresses/schema.ts";
import { recordKey } from "../../lib/record-key.ts";

/** A kind whose records have public addresses (a site part has none of its own). */
export type AddressedKind = Exclude<ContentKind, "site">;

/** The record that once had `slug` as a kind's slug, or null (issue 53, ADR 0161). */
export async function formerOwnerOf(db: Db, kind: AddressedKind, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ recordId: formerSlugs.recordId })
    .from(formerSlugs)
    .where(and(eq(formerSlugs.kind, kind), eq(formerSlugs.slug, slug)))
    .limit(1);
  return row?.recordId ?? null;
}

/**
 * Whether `key` (an id, a slug, or a former slug) names a record of the kind that is in the trash:
 * its addresses answer 410 until it is restored (ADR 0161).
 */
export async function isInTrash(db: Db, kind: AddressedKind, key: string): Promise<boolean> {
  const named = recordKey(key);
  if (!named) return false;
  const records = [...recordWordsOf(kind)];
  const byKey =
    named.id !== undefined
      ? eq(trash.recordId, named.id)
      : or(
          sql`${trash.rows}->'record'->>'slug' = ${named.slug}`,
          inArray(
            trash.recordId,
            db
              .select({ id: formerSlugs.recordId })
              .from(formerSlugs)
              .where(and(eq(formerSlugs.kind, kind), eq(formerSlugs.slug, named.slug))),
          ),
        );
  const rows = await db
    .select({ one: sql`1` })
    .from(trash)
    .where(and(inArray(trash.kind, records), byKey))
    .limit(1);
  return rows.length > 0;
}
