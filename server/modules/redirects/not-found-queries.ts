import { and, desc, eq, ilike, inArray, lt, not, type SQL, sql } from "drizzle-orm";
import type { ListSort } from "../../../domain/list-paging.ts";
import {
  NOT_FOUND_QUERIES_PER_ADDRESS,
  NOT_FOUND_REFERRERS_PER_ADDRESS,
  type NotFoundRow,
} from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { redirects } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";
import { notFoundPaths, notFoundQueries, notFoundReferrers } from "./schema.ts";

export type NotFoundCount = {
  path: string;
  hits: number;
  firstSeen: Date;
  lastSeen: Date;
  referrerHost: string | null;
  probe: boolean;
  /** Query strings and referring pages seen, with their hits (bounded by the recorder). */
  queries: Map<string, number>;
  referrers: Map<string, number>;
};

type Detail = { path: string; key: string; hits: number; at: Date };

/**
 * Adds query strings or referring pages of addresses: known ones counted again, new ones only while
 * the address keeps fewer than `max` (one statement for the batch; ranks within it keep the bound).
 */
async function addDetails(
  db: Db,
  table: typeof notFoundQueries | typeof notFoundReferrers,
  keyColumn: "query" | "referrer",
  details: readonly Detail[],
  max: number,
): Promise<void> {
  if (details.length === 0) return;
  const values = sql.join(
    details.map((d) => sql`(${d.path}::text, ${d.key}::text, ${d.hits}::bigint, ${d.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const key = sql.identifier(keyColumn);
  await db.execute(sql`
    insert into ${table} (path, ${key}, hits, last_seen)
    select v.path, v.key, v.hits, v.at from (
      select v.*, row_number() over (partition by v.path order by v.hits desc, v.key) as rank
      from (values ${values}) as v(path, key, hits, at)
    ) as v
    where exists (select 1 from ${table} as d where d.path = v.path and d.${key} = v.key)
      or (select count(*) from ${table} as d where d.path = v.path) + v.rank <= ${max}
    on conflict (path, ${key}) do update set
      hits = ${table}.hits + excluded.hits,
      last_seen = greatest(${table}.last_seen, excluded.last_seen)`);
}

/** Adds counts to the log: one statement for the batch, new addresses inserted, known ones added to. */
export async function addNotFound(db: Db, counts: readonly NotFoundCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(notFoundPaths)
      .values(counts.map(({ queries: _q, referrers: _r, ...row }) => row))
      .onConflictDoUpdate({
        target: notFoundPaths.path,
        set: {
          hits: sql`${notFoundPaths.hits} + excluded.hits`,
          lastSeen: sql`greatest(${notFoundPaths.lastSeen}, excluded.last_seen)`,
          referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
        },
      });
    const details = (pick: (count: NotFoundCount) => Map<string, number>) =>
      counts.flatMap((count) =>
        [...pick(count)].map(([key, hits]) => ({ path: count.path, key, hits, at: count.lastSeen })),
      );
    await addDetails(
      tx,
      notFoundQueries,
      "query",
      details((c) => c.queries),
      NOT_FOUND_QUERIES_PER_ADDRESS,
    );
    await addDetails(
      tx,
      notFoundReferrers,
      "referrer",
      details((c) => c.referrers),
      NOT_FOUND_REFERRERS_PER_ADDRESS,
    );
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

/**
 * An address that now has a redirect answers no more 404s: it leaves the list (and comes back if the
 * redirect goes). A redirect from a path answers it whatever the query, so an address with query
 * words is left out too when its path has one.
 */
const redirected = sql`exists (select 1 from ${redirects} where ${redirects.fromPath} in (${notFoundPaths.path}, split_part(${notFoundPaths.path}, '?', 1)))`;

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

/** A page of the log, each address with its query strings and referring pages (two reads for the page). */
export async function selectNotFound(db: Db, filter: NotFoundFilter, window: ListWindow) {
  const rows = await inWindow(db.select().from(notFoundPaths).$dynamic(), keyset, matching(filter), window);
  const paths = rows.map((row) => row.path);
  if (paths.length === 0) return [];
  const [queries, referrers] = await Promise.all([
    db
      .select({ path: notFoundQueries.path, key: notFoundQueries.query, hits: notFoundQueries.hits })
      .from(notFoundQueries)
      .where(inArray(notFoundQueries.path, paths))
      .orderBy(desc(notFoundQueries.hits), notFoundQueries.query),
    db
      .select({ path: notFoundReferrers.path, key: notFoundReferrers.referrer, hits: notFoundReferrers.hits })
      .from(notFoundReferrers)
      .where(inArray(notFoundReferrers.path, paths))
      .orderBy(desc(notFoundReferrers.hits), notFoundReferrers.referrer),
  ]);
  const byPath = (details: { path: string; key: string; hits: number }[]) => {
    const grouped = new Map<string, { key: string; hits: number }[]>();
    for (const { path, key, hits } of details) grouped.set(path, [...(grouped.get(path) ?? []), { key, hits }]);
    return grouped;
  };
  const queriesOf = byPath(queries);
  const referrersOf = byPath(referrers);
  return rows.map((row) => ({
    ...row,
    queries: (queriesOf.get(row.path) ?? []).map(({ key, hits }) => ({ query: key, hits })),
    referrers: (referrersOf.get(row.path) ?? []).map(({ key, hits }) => ({ referrer: key, hits })),
  }));
}

export const toNotFoundRow = (
  row: typeof notFoundPaths.$inferSelect & Pick<NotFoundRow, "queries" | "referrers">,
): NotFoundRow => ({
  path: row.path,
  hits: row.hits,
  firstSeen: toIso(row.firstSeen),
  lastSeen: toIso(row.lastSeen),
  referrerHost: row.referrerHost,
  queries: row.queries,
  referrers: row.referrers,
  probe: row.probe,
  ignored: row.ignored,
});

/** The 404 log's list (`pagedList`). */
export const notFoundList = {
  select: selectNotFound,
  total: notFoundTotal,
  order: notFoundOrder,
  toDto: toNotFoundRow,
};
