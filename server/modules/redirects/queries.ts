import { eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { ListSort } from "../../../domain/list-paging.ts";
import { pathKey, type RedirectDto, type redirectSortFields } from "../../../domain/redirects.ts";
import type { Db } from "../../db/client.ts";
import { type CsvBatch, type CsvField, timeField } from "../../db/csv-batches.ts";
import { cursorOf } from "../../db/keyset.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { batchesOf, inWindow, type ListWindow } from "../../db/list-window.ts";
import { redirects } from "../../db/schema/content.ts";
import { recordAddresses } from "../../engines/addresses/record-address.ts";
import { type RedirectRow, recordOf, ruleOf } from "../../engines/addresses/redirect-rows.ts";
import { toIso } from "../../lib/iso-date.ts";

// The rows as the rules read them live beside a record's addresses (a rename writes them too); the
// manager's readers (its routes, the WordPress import) still find them here.
export { allRedirects, type RedirectRow } from "../../engines/addresses/redirect-rows.ts";

export type RedirectFilter = { q?: string };

/** The search looks in the address redirected and its target, through the trigram index on `from`. */
const matching = (filter: RedirectFilter): SQL | undefined =>
  filter.q !== undefined
    ? sql`(${ilike(redirects.fromPath, containing(filter.q))} or ${ilike(redirects.toUrl, containing(filter.q))})`
    : undefined;

const keyset = { at: redirects.createdAt, id: redirects.id };

export const redirectTotal = (db: Db, filter: RedirectFilter) => totalOf(db, redirects, matching(filter));

export const redirectOrder = (sort: ListSort<(typeof redirectSortFields)[number]>) =>
  orderOf(
    {
      from: redirects.fromPath,
      hits: redirects.hits,
      lastHitAt: sql`coalesce(${redirects.lastHitAt}, '-infinity'::timestamptz)`,
      createdAt: redirects.createdAt,
    },
    redirects.id,
    sort,
  );

export async function selectRedirects(db: Db, filter: RedirectFilter, window: ListWindow = {}) {
  const query = db
    .select({ row: redirects, at: cursorOf(redirects.createdAt) })
    .from(redirects)
    .$dynamic();
  const rows = await inWindow(query, keyset, matching(filter), window);
  return rows.map(({ row, at }) => ({ ...row, cursor: { at, id: row.id } }));
}

/** The export's columns, which the import reads back (`redirectCsvColumns`). */
export const redirectCsvFields: CsvField[] = [
  { header: "from", value: redirects.fromPath },
  { header: "to", value: redirects.toUrl },
  { header: "status", value: redirects.status },
  { header: "external", value: sql`case when ${redirects.external} then 'true' else '' end` },
  { header: "note", value: redirects.note },
  {
    header: "record",
    value: sql`case when ${redirects.toId} is null then null else ${redirects.toKind} || ':' || ${redirects.toId} end`,
  },
  { header: "automatic", value: sql`case when ${redirects.automatic} then 'true' else '' end` },
  { header: "hits", value: redirects.hits },
  timeField("lastHitAt", redirects.lastHitAt),
];

export const redirectCsvBatch = (db: Db, filter: RedirectFilter): CsvBatch =>
  batchesOf(keyset, matching(filter), (fields) => db.select(fields).from(redirects).$dynamic());

/**
 * A redirect as the manager shows it: where it sends a visitor today (`location`) and whether that
 * target is itself redirected (`chained`).
 */
export function toRedirectDto(row: ShownRedirect): RedirectDto {
  const rule = ruleOf(row);
  return {
    _id: row.id,
    from: rule.from,
    to: rule.to,
    toRecord: rule.toRecord,
    external: rule.external,
    status: rule.status,
    location: row.location,
    note: rule.note,
    automatic: row.automatic,
    chained: row.chained,
    hits: row.hits,
    lastHitAt: row.lastHitAt ? toIso(row.lastHitAt) : null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export async function findRedirect(db: Db, id: string): Promise<RedirectRow | undefined> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row;
}

export type HitCount = { id: string; hits: number; at: Date };

/** Adds hits counted in memory, one statement for the batch (ADR 0165). */
export async function addHits(db: Db, counts: readonly HitCount[]): Promise<void> {
  if (counts.length === 0) return;
  const values = sql.join(
    counts.map((count) => sql`(${count.id}::uuid, ${count.hits}::bigint, ${count.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${redirects} set
      hits = ${redirects.hits} + v.hits,
      last_hit_at = greatest(${redirects.lastHitAt}, v.at)
    from (values ${values}) as v(id, hits, at)
    where ${redirects.id} = v.id`);
}

/** A redirect as the manager lists it: where it sends today, and whether that target is redirected again. */
export type ShownRedirect = RedirectRow & { location: string | null; chained: boolean };

/**
 * Where each of a page of redirects sends a visitor today (a record's current address; null for a
 * 410 or a record no longer there) and whether that target is itself the start of another redirect:
 * a chain the manager flags (ADR 0249). Read from the database, so a redirect a rename just made is
 * shown at once. One query per record kind and one for the chains.
 */
export async function withTargets<Row extends RedirectRow>(
  db: Db,
  rows: readonly Row[],
): Promise<(Row & { location: string | null; chained: boolean })[]> {
  const addresses = await recordAddresses(
    db,
    rows.flatMap((row) => recordOf(row) ?? []),
  );
  const located = rows.map((row) => {
    const record = recordOf(row);
    const location = row.status === 410 ? null : record ? (addresses.get(record.id) ?? null) : row.toUrl;
    return { row, location, site: location !== null && !row.external ? location : null };
  });
  const targets = [...new Set(located.flatMap(({ site }) => (site === null ? [] : [site, pathKey(site)])))];
  const redirected = new Set(
    targets.length === 0
      ? []
      : (await db.select({ from: redirects.fromPath }).from(redirects).where(inArray(redirects.fromPath, targets))).map(
          (found) => found.from,
        ),
  );
  return located.map(({ row, location, site }) => ({
    ...row,
    location,
    chained: site !== null && site !== row.fromPath && (redirected.has(site) || redirected.has(pathKey(site))),
  }));
}
