import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { PublicImages } from "../../images/public-images.ts";
import { pruneRevisions } from "./revisions.ts";

/** The advisory lock one instance holds while it prunes; the others find it taken and skip their turn. */
const RETENTION_LOCK = "agency-platform:revision-retention";

/** How long revisions are kept whole, and how many of each record's newest are kept after that. */
export type RevisionRetention = { days: number; keep: number };

/**
 * Removes the revisions past the retention (ADR 0118) in one transaction holding a
 * transaction-scoped advisory lock, so when several instances prune at once one does the work; then,
 * committed, removes the files of the pictures only those revisions named. Answers how many
 * revisions went, or null when another instance was pruning.
 */
export async function pruneRevisionHistory(
  db: Db,
  images: PublicImages,
  retention: RevisionRetention,
  now: Date,
): Promise<number | null> {
  const pruned = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${RETENTION_LOCK})) as "locked"`);
    if (rowsOf<{ locked: boolean }>(result)[0]?.locked !== true) return null;
    return pruneRevisions(tx, now, retention.days, retention.keep);
  });
  if (pruned === null) return null;
  await images.release(pruned.images);
  return pruned.removed;
}

/** One transaction purges at most this many rows, so none runs near the statement timeout. */
const PURGE_BATCH = 50;

/** What one batch of a purge removed: its rows, and the pictures they alone named. */
export type PurgedBatch = { count: number; released: string[] };

/**
 * Runs a purge in transactions of at most PURGE_BATCH rows, each taking its rows `for update skip
 * locked` so instances purging at once share the work, and removes the files a batch released once it
 * has committed. Answers how many rows went.
 */
export async function purgeInBatches(
  db: Db,
  images: PublicImages,
  purgeBatch: (tx: Db, limit: number) => Promise<PurgedBatch>,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const done = await db.transaction((tx) => purgeBatch(tx, PURGE_BATCH));
    await images.release(done.released);
    purged += done.count;
    if (done.count < PURGE_BATCH) return purged;
  }
}
