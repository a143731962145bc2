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
