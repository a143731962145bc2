import { asc } from "drizzle-orm";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { refuseInserts } from "./refuse-inserts.ts";
import type { TestContext } from "./test-app.ts";

export type AuditRow = typeof auditLog.$inferSelect;

/** Every entry, oldest first, straight from the table. */
export const auditRows = (ctx: TestContext) =>
  ctx.database.db.select().from(auditLog).orderBy(asc(auditLog.at), asc(auditLog.id));

/** Runs `act` and answers the entries it wrote (the tests of one file run one after another). */
export async function entriesOf<T>(
  ctx: TestContext,
  act: () => Promise<T>,
): Promise<{ result: T; entries: AuditRow[] }> {
  const known = new Set((await auditRows(ctx)).map((row) => row.id));
  const result = await act();
  const entries = (await auditRows(ctx)).filter((row) => !known.has(row.id));
  return { result, entries };
}

/** A trigger that makes every audit insert fail, as a full disk or a broken constraint would. */
export const breakAuditInserts = (ctx: TestContext) => refuseInserts(ctx, "audit_log", "audit log unavailable (test)");
