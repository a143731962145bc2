import { count, desc, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { requestLogs } from "../../db/schema.ts";

export type NewRequestLog = typeof requestLogs.$inferInsert;

export async function insertRequestLogs(db: Db, entries: NewRequestLog[]) {
  await db.insert(requestLogs).values(entries);
}

export async function pageOfRequestLogs(db: Db, page: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(requestLogs)
      .orderBy(desc(requestLogs.timestamp), desc(requestLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(requestLogs),
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
