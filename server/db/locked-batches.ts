import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows.ts";

/**
 * A retention job's removal (the audit log's, the 404 log's): `removeBatch` removes at most `batch` rows and answers
 * how many, and is called again until a batch comes back short. Each batch is one transaction
 * holding the transaction-scoped advisory lock `lock`: when several instances prune at once, one
 * does the work and the others find the lock taken and stop. Answers how many rows this call removed.
 */
export async function removeInLockedBatches(
  db: Db,
  lock: string,
  batch: number,
  removeBatch: (tx: Db) => Promise<number>,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${lock})) as "locked"`);
      if (rowsOf<{ locked: boolean }>(result)[0]?.locked !== true) return null;
      return removeBatch(tx);
    });
    if (count === null) return removed;
    removed += count;
    if (count < batch) return removed;
  }
}
