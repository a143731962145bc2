import { type AnyColumn, asc, count, desc, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { LIST_EXACT_TOTAL_MAX, type ListSort } from "../../domain/list-paging.ts";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows.ts";

export type ListTotal = { total: number; estimated: boolean };

/**
 * How many rows match, cheap at any size: counted up to `LIST_EXACT_TOTAL_MAX` (the count stops
 * there), and above it the planner's estimate from the table's statistics, said to be one.
 *
 * `planFirst` (the request log, a million rows and more): the planner is asked before anything is
 * counted, and an estimate above the threshold is the answer, said to be one, without the count. A
 * search whose every match the count would have to find through a trigram index (a route part
 * common to many entries) costs the count tens of milliseconds at that size; the estimate one.
 * Only an estimate at or under the threshold is checked by counting.
 */
export async function totalOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  options: { planFirst?: boolean } = {},
): Promise<ListTotal> {
  if (options.planFirst) {
    const estimate = await plannedRows(db, table, where);
    if (estimate > LIST_EXACT_TOTAL_MAX) return { total: estimate, estimated: true };
  }
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(table)
    .where(where)
    .limit(LIST_EXACT_TOTAL_MAX + 1)
    .as("capped");
  const [{ n }] = await db.select({ n: count() }).from(capped);
  if (n <= LIST_EXACT_TOTAL_MAX) return { total: n, estimated: false };
  // The estimate is never below what was just counted.
  return { total: Math.max(await plannedRows(db, table, where), n), estimated: true };
}

/** The planner's estimate of the rows matching `where` (0 when the plan has none). */
async function plannedRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const plan = rowsOf<{ "QUERY PLAN": unknown }>(
    await db.execute(sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`),
  )[0]["QUERY PLAN"];
  const parsed: unknown = typeof plan === "string" ? JSON.parse(plan) : plan;
  const estimate = Array.isArray(parsed) ? Number(parsed[0]?.Plan?.["Plan Rows"]) : Number.NaN;
  return Number.isFinite(estimate) ? Math.round(estimate) : 0;
}

/** A list's order, and the same order backwards (a page near the end is read from the end). */
export type ListOrder = { forward: SQL[]; backward: SQL[] };

/** `order by` for a sort over `columns`, the id breaking ties in the same direction so pages never overlap. */
export function orderOf<F extends string>(
  columns: Record<F, AnyColumn | SQL>,
  id: AnyColumn,
  sort: ListSort<F>,
): ListOrder {
  const by = (descending: boolean) => {
    const direction = descending ? desc : asc;
    return [direction(columns[sort.field]), direction(id)];
  };
  return { forward: by(sort.descending), backward: by(!sort.descending) };
}
