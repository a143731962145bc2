import { asc, sql } from "drizzle-orm";
import { auditLog } from "../../server/db/schema.ts";
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
export async function breakAuditInserts(ctx: TestContext) {
  await ctx.database.db.execute(sql`
    create or replace function test_refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit log unavailable (test)'; end; $$`);
  await ctx.database.db.execute(
    sql`create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()`,
  );
  return async () => {
    await ctx.database.db.execute(sql`drop trigger test_refuse_audit on audit_log`);
  };
}
