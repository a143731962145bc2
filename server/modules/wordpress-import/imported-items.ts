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

/** Records what an item became (a first import), or that an import changed it (a later one). */
export async function recordImported(tx: Db, entry: ImportedWrite): Promise<void> {
  const { importId, ...row } = entry;
  await tx
    .insert(importedItems)
    .values({ ...row, createdByImport: importId, updatedByImport: importId })
    .onConflictDoUpdate({
      target: [importedItems.source, importedItems.sourceKind, importedItems.sourceId],
      set: {
        guid: row.guid,
        kind: row.kind,
        recordId: row.recordId,
        sourceHash: row.sourceHash,
        recordVersion: row.recordVersion,
        updatedByImport: importId,
        updatedAt: new Date(),
      },
    });
}

/** A fingerprint of what the import read of an item: a later export with the same one has not changed it. */
export function sourceHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);
}
