import { and, eq, ilike, inArray, lt, not, type SQL, sql } from "drizzle-orm";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { NotFoundRow } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { notFoundPaths, redirects } from "../../db/schema.ts";
import { toIso } from "../../lib/iso-date.ts";

export type NotFoundCount = {
  path: string;
  hits: number;
  firstSeen: Date;
  lastSeen: Date;
  referrerHost: string | null;
  probe: boolean;
};

/** Adds counts to the log: one statement for the batch, new addresses inserted, known ones added to. */
export async function addNotFound(db: Db, counts: readonly NotFoundCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(notFoundPaths)
    .values([...counts])
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: {
        hits: sql`${notFoundPaths.hits} + excluded.hits`,
        lastSeen: sql`greatest(${notFoundPaths.lastSeen}, excluded.last_seen)`,
        referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
      },
    });
}

/**
 * Removes at most `batch` addresses last seen before `cutoff`, ignored ones left (a staff decision,
 * ADR 0170); answers how many went.
 */
export async function deleteNotFoundSeenBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  const stale = db
    .select({ path: notFoundPaths.path })
    .from(notFoundPaths)
    .where(and(lt(notFoundPaths.lastSeen, cutoff), eq(notFoundPaths.ignored, false)))
    .limit(batch);
  const removed = await db
    .delete(notFoundPaths)
    .where(inArray(notFoundPaths.path, stale))
    .returning({ path: notFoundPaths.path });
  return removed.length;
}

export type NotFoundFilter = { q?: string; ignored?: boolean; probes?: boolean };

/** An address that now has a redirect answers no more 404s: it leaves the list (and comes back if the redirect goes). */
const redirected = sql`exists (select 1 from ${redirects} where ${redirects.fromPath} = ${notFoundPaths.path})`;

const matching = (filter: NotFoundFilter): SQL | undefined =>
  and(
    not(redirected),
    eq(notFoundPaths.ignored, filter.ignored ?? false),
    filter.probes === undefined ? undefined : eq(notFoundPaths.probe, filter.probes),
    filter.q === undefined ? undefined : ilike(notFoundPaths.path, containing(filter.q)),
  );

const keyset = { at: notFoundPaths.lastSeen, id: notFoundPaths.path };

export const notFoundTotal = (db: Db, filter: NotFoundFilter) => totalOf(db, notFoundPaths, matching(filter));

export const notFoundOrder = (sort: ListSort<"hits" | "lastSeen" | "firstSeen" | "path">) =>
  orderOf(
    {
      hits: notFoundPaths.hits,
      lastSeen: notFoundPaths.lastSeen,
      firstSeen: notFoundPaths.firstSeen,
      path: notFoundPaths.path,
    },
    notFoundPaths.path,
    sort,
  );

export async function selectNotFound(db: Db, filter: NotFoundFilter, window: ListWindow) {
  return await inWindow(db.select().from(notFoundPaths).$dynamic(), keyset, matching(filter), window);
}

export const toNotFoundRow = (row: typeof notFoundPaths.$inferSelect): NotFoundRow => ({
  path: row.path,
  hits: row.hits,
  firstSeen: toIso(row.firstSeen),
  lastSeen: toIso(row.lastSeen),
  referrerHost: row.referrerHost,
  probe: row.probe,
  ignored: row.ignored,
});
