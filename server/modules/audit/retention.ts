import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { deleteAuditEntriesBefore } from "./queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** One statement removes at most this many, so none runs near the statement timeout. */
const BATCH = 5000;
/** The advisory lock one instance holds while it removes a batch; the others skip their turn. */
const RETENTION_LOCK = "agency-platform:audit-retention";

/**
 * Removes the entries older than `days`, batch by batch, each batch in a transaction holding a
 * transaction-scoped advisory lock: when several instances prune at once, one does the work and
 * the others find the lock taken and stop. Answers how many entries this call removed.
 */
export async function pruneAuditLog(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${RETENTION_LOCK})) as "locked"`);
      if (rowsOf<{ locked: boolean }>(result)[0]?.locked !== true) return null;
      return deleteAuditEntriesBefore(tx, cutoff, BATCH);
    });
    if (batch === null) return removed;
    removed += batch;
    if (batch < BATCH) return removed;
  }
}
