import { and, between, count, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import type { LogFilter } from "../../../domain/request-logs.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { requestLogs } from "../../db/schema.ts";

export type NewRequestLog = typeof requestLogs.$inferInsert;

/**
 * One statement with one array per column, however many entries: the database parses and plans
 * it once, where a row-per-tuple insert of a large batch costs more than the requests it records.
 */
export async function insertRequestLogs(db: Db, entries: NewRequestLog[]) {
  const column = <T>(value: (entry: NewRequestLog) => T) => sql.param(entries.map(value));
  // Without waiting for the disk (synchronous_commit off, for this statement's own transaction): a
  // crash of the database may lose the last batch, where waiting for each one costs more.
  await db.execute(sql`
    insert into ${requestLogs} (method, route, user_agent, ip, username, "timestamp", status_code, duration_ms, level)
    select entry.* from unnest(
      ${column((e) => e.method)}::text[],
      ${column((e) => e.route)}::text[],
      ${column((e) => e.userAgent ?? null)}::text[],
      ${column((e) => e.ip ?? null)}::text[],
      ${column((e) => e.username ?? null)}::text[],
      ${column((e) => (e.timestamp ?? new Date()).toISOString())}::timestamptz[],
      ${column((e) => e.statusCode)}::int[],
      ${column((e) => e.durationMs)}::int[],
      ${column((e) => e.level ?? "info")}::text[]
    ) as entry, (select set_config('synchronous_commit', 'off', true)) as relaxed`);
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

export async function pageOfRequestLogs(db: Db, page: number, limit: number, filter: LogFilter = {}) {
  const where = matching(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(requestLogs)
      .where(where)
      .orderBy(desc(requestLogs.timestamp), desc(requestLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(requestLogs).where(where),
  ]);
  return { rows, total };
}

export async function deleteRequestLogsBefore(db: Db, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(requestLogs)
    .where(lt(requestLogs.timestamp, cutoff))
    .returning({ id: requestLogs.id });
  return removed.length;
}
