import type { Db } from "../../db/client.ts";
import { removeInLockedBatches } from "../../db/locked-batches.ts";
import { daysBefore } from "../../lib/days.ts";
import { deleteNotFoundSeenBefore } from "./not-found-queries.ts";

/** One statement removes at most this many, so none runs near the statement timeout. */
const BATCH = 5000;
/** The advisory lock one instance holds while it removes a batch; the others skip their turn. */
export const NOT_FOUND_RETENTION_LOCK = "agency-platform:not-found-retention";

/**
 * Removes the 404 log's addresses not seen for `days` (ignored ones stay, ADR 0170), batch by batch
 * under the retention lock, so one instance does it when several prune at once. Answers how many
 * addresses this call removed.
 */
export async function pruneNotFoundLog(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = daysBefore(now, days);
  return removeInLockedBatches(db, NOT_FOUND_RETENTION_LOCK, BATCH, (tx) =>
    deleteNotFoundSeenBefore(tx, cutoff, BATCH),
  );
}
