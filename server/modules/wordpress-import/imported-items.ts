import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { importedItems } from "./schema.ts";

/**
 * What a site's items became here (ADR 0242), read once per import and written with each item, in
 * the transaction that writes the item (so an item and the record of it are stored together or not
 * at all).
 */
export type ImportedItem = typeof importedItems.$inferSelect;

/** The imported items of a site, by `sourceKind:sourceId`; items of another address with a GUID this export shares count too. */
export async function importedItemsOf(
  db: Db,
  source: string,
  guids: readonly string[],
): Promise<Map<string, ImportedItem>> {
  const rows = await db.select().from(importedItems).where(eq(importedItems.source, source));
  const found = new Map(rows.map((row) => [`${row.sourceKind}:${row.sourceId}`, row]));
  // The same site exported under another address (http → https, a new domain): its GUIDs stay.
  const wanted = guids.filter((guid) => guid !== "");
  for (let at = 0; at < wanted.length; at += 1000) {
    const moved = await db
      .select()
      .from(importedItems)
      .where(and(inArray(importedItems.guid, wanted.slice(at, at + 1000)), sql`${importedItems.source} <> ${source}`));
    for (const row of moved) {
      const key = `${row.sourceKind}:${row.sourceId}`;
      if (!found.has(key)) found.set(key, row);
    }
  }
  return found;
}

export type ImportedWrite = {
  source: string;
  sourceKind: string;
  sourceId: string;
  guid: string;
  kind: string;
  recordId: string;
  sourceHash: string;
  recordVersion: number | null;
  importId: string;
};

/** Rows per insert: 11 columns each, well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_ROWS = 1000;

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Records what items became (a first import), or that an import changed them (a later one): many
 * at once in multi-row inserts (a run's thousands of redirects), each row as one alone would be.
 */
export async function recordImported(tx: Db, entries: readonly ImportedWrite[]): Promise<void> {
  const rows = entries.map(({ importId, ...row }) => ({
    ...row,
    createdByImport: importId,
    updatedByImport: importId,
  }));
  for (let at = 0; at < rows.length; at += INSERT_ROWS) {
    await tx
      .insert(importedItems)
      .values(rows.slice(at, at + INSERT_ROWS))
      .onConflictDoUpdate({
        target: [importedItems.source, importedItems.sourceKind, importedItems.sourceId],
        set: {
          guid: excluded("guid"),
          kind: excluded("kind"),
          recordId: excluded("record_id"),
          sourceHash: excluded("source_hash"),
          recordVersion: excluded("record_version"),
          updatedByImport: excluded("updated_by_import"),
          updatedAt: new Date(),
        },
      });
  }
}

/** A fingerprint of what the import read of an item: a later export with the same one has not changed it. */
export function sourceHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);
}
