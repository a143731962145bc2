import { asc, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications } from "../../db/schema/people.ts";
import { audit } from "../../engines/audit-trail/record.ts";
import { daysBefore } from "../../lib/days.ts";
import { forgetPeopleWithoutLeads, removedApplication, tidyPeopleAfterRemoval } from "../people/queries.ts";
import type { ResumeRemovals } from "./resume-removals.ts";

/** One transaction removes at most this many applications, so none runs near the statement timeout. */
const BATCH = 500;
/** The advisory lock one instance holds while it removes a batch; the others skip their turn. */
export const APPLICATION_RETENTION_LOCK = "agency-platform:application-retention";

/**
 * Removes the applications received more than `days` ago, with their resumes (ADR 0084). Each batch
 * is one transaction holding a transaction-scoped advisory lock — when several instances prune at
 * once, one works and the others find the lock taken and stop — which deletes the rows, queues
 * their files and records one audit entry of the system (no actor) with the count and nothing
 * personal. The files go once it commits; then files left over by earlier deletes are retried.
 * Answers how many applications this call removed.
 */
export async function pruneApplications(
  db: Db,
  resumes: ResumeRemovals,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = daysBefore(now, days);
  let removed = 0;
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext(${APPLICATION_RETENTION_LOCK})) as "locked"`,
      );
      if (lock.rows[0]?.locked !== true) return null;
      const oldest = tx
        .select({ id: applications.id })
        .from(applications)
        .where(lt(applications.createdAt, cutoff))
        .orderBy(asc(applications.createdAt))
        .limit(BATCH);
      const gone = await tx.delete(applications).where(inArray(applications.id, oldest)).returning(removedApplication);
      if (gone.length === 0) return [];
      const named = gone.map((row) => row.personId);
      await forgetPeopleWithoutLeads(tx, named);
      await tidyPeopleAfterRemoval(tx, named, {
        addresses: gone.map((row) => row.email),
        names: gone.map((row) => row.name),
      });
      const keys = gone.map((row) => row.resumeKey);
      await resumes.queue(tx, keys);
      await audit.record(tx, {
        actor: null,
        ip: null,
        action: "purge",
        entity: "application",
        summary: `Removed ${gone.length} job ${gone.length === 1 ? "application" : "applications"} received more than ${days} days ago, with their resumes (APPLICATION_RETENTION_DAYS)`,
        before: { applications: gone.length, receivedBefore: cutoff.toISOString(), retentionDays: days },
      });
      return keys;
    });
    if (keys === null) return removed;
    removed += keys.length;
    await resumes.remove(keys);
    if (keys.length < BATCH) break;
  }
  await resumes.retry();
  return removed;
}
