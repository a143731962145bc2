import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { KindStorage } from "./kind-storage.ts";

/**
 * Gives the locked record its next version (and the time of the change) before the change is
 * applied, so what the change reads back and the revision stores carry it. Written here once, not in
 * each content module (ADR 0118).
 */
export async function nextVersion(tx: Db, storage: KindStorage, id: string): Promise<void> {
  const { table, key } = storage;
  await tx.execute(sql`update ${table} set version = version + 1, updated_at = now() where ${key} = ${id}`);
}
