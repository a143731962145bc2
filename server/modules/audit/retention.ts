import type { Db } from "../../db/client.ts";
import { removeInLockedBatches } from "../../db/locked-batches.ts";
import { daysBefore } from "../../lib/days.ts";
import { deleteAuditEntriesBefore } from "./queries.ts";

/** One statement removes at most this many, so none runs near the statement timeout. */
const BATCH = 5000;
/** The advisory lock one instance holds while it removes a batch; the others skip their turn. */
const RETENTION_LOCK = "agency-platform:audit-retention";

/**
 * Removes the entries older than `days`, batch by batch under the retention lock (one instance
 * does it when several prune at once). Answers how many entries this call removed.
 */
export async function pruneAuditLog(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = daysBefore(now, days);
  return removeInLockedBatches(db, RETENTION_LOCK, BATCH, (tx) => deleteAuditEntriesBefore(tx, cutoff, BATCH));
}
