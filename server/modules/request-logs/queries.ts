import { and, asc, between, desc, eq, gte, ilike, isNull, lt, type SQL, sql } from "drizzle-orm";
import { LOG_PAGE_SIZE, type LogFilter } from "../../../domain/request-logs.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { type ListOrder, totalOf } from "../../db/list-query.ts";
import type { ListWindow } from "../../db/list-window.ts";
import type { LogBatch, LogShape } from "./log-batch.ts";
import { requestLogs } from "./schema.ts";

export type NewRequestLog = typeof requestLogs.$inferInsert;

/**
 * One statement however many entries, sent as the batch's distinct shapes (method, route, caller,
 * status, level) and, per entry, its shape's number, its time as milliseconds after the batch's
 * first and its duration: three arrays of integers where one array per column of text and
 * timestamps cost the event loop (PGlite) or the database twice as much to serialise and parse.
 * Entries keep their order, so their ids follow it.
 */
export async function insertRequestLogs(db: Db, batch: LogBatch) {
  if (batch.size === 0) return;
  const { shapes, shape, durationMs } = batch;
  const base = batch.at[0];
  const offsetMs = batch.at.map((at) => at - base);
  const column = <T>(index: number, cast: (value: LogShape[number]) => T) =>
    sql.param(shapes.map((fields) => cast(fields[index])));
  const text = (value: unknown) => (value === null ? null : String(value));
  // Without waiting for the disk (synchronous_commit off, for this statement's own transaction): a
  // crash of the database may lose the last batch, where waiting for each one costs more.
  await db.execute(sql`
    insert into ${requestLogs} (method, route, user_agent, ip, username, "timestamp", status_code, duration_ms, level)
    select s.method, s.route, s.user_agent, s.ip, s.username,
      ${new Date(base).toISOString()}::timestamptz + e.offset_ms * interval '1 millisecond',
      s.status_code, e.duration_ms, s.level
    from unnest(${sql.param(shape)}::int[], ${sql.param(offsetMs)}::int[], ${sql.param(durationMs)}::int[])
      with ordinality as e(shape, offset_ms, duration_ms, position)
    join unnest(
      ${column(0, text)}::text[],
      ${column(1, text)}::text[],
      ${column(2, text)}::text[],
      ${column(3, text)}::text[],
      ${column(4, text)}::text[],
      ${column(5, Number)}::int[],
      ${column(6, text)}::text[]
    ) with ordinality as s(method, route, user_agent, ip, username, status_code, level, shape) on s.shape = e.shape,
    (select set_config('synchronous_commit', 'off', true)) as relaxed
    order by e.position`);
}

function matching(filter: LogFilter): SQL | undefined {
  return and(
    filter.method ? eq(requestLogs.method, filter.method) : undefined,
    filter.status ? between(requestLogs.statusCode, filter.status.min, filter.status.max) : undefined,
    filter.username ? eq(sql`lower(${requestLogs.username})`, filter.username.toLowerCase()) : undefined,
    filter.route ? ilike(requestLogs.route, containing(filter.route)) : undefined,
    filter.from ? gte(requestLogs.timestamp, filter.from) : undefined,
    filter.to ? lt(requestLogs.timestamp, filter.to) : undefined,
    filter.level ? eq(requestLogs.level, filter.level) : undefined,
  );
}

/** Newest first, and backwards for a page nearer the end (ADR 0092: the last page costs what the first does). */
export const requestLogOrder: ListOrder = {
  forward: [desc(requestLogs.timestamp), desc(requestLogs.id)],
  backward: [asc(requestLogs.timestamp), asc(requestLogs.id)],
};

/**
 * The request log's rows matching `filter`, read as `listPage` asks; the total is the planner's
 * estimate when that is above the exact-count threshold, else counted (server/db/list-query.ts).
 */
export function requestLogList(db: Db, filter: LogFilter = {}) {
  const where = matching(filter);
  return {
    read: ({ order, limit, offset }: ListWindow) =>
      db
        .select()
        .from(requestLogs)
        .where(where)
        .orderBy(...(order ?? requestLogOrder.forward))
        .limit(limit ?? LOG_PAGE_SIZE)
        .offset(offset ?? 0),
    total: () => totalOf(db, requestLogs, where, { planFirst: true }),
    order: requestLogOrder,
  };
}

/** Drops the entries of calls without a signed-in admin older than `cutoff` (their shorter retention). */
export async function deleteAnonymousRequestLogsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(requestLogs).where(and(isNull(requestLogs.username), lt(requestLogs.timestamp, cutoff)));
}

export async function deleteRequestLogsBefore(db: Db, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(requestLogs)
    .where(lt(requestLogs.timestamp, cutoff))
    .returning({ id: requestLogs.id });
  return removed.length;
}
