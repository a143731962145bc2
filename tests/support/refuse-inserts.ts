import { sql } from "drizzle-orm";
import type { TestContext } from "./test-app.ts";

/**
 * A trigger that makes every insert into `table` fail with `reason`, as a full disk, a broken
 * constraint or a process dying mid-transaction would. Answers how to undo it.
 */
export async function refuseInserts(ctx: TestContext, table: "audit_log" | "content_revisions", reason: string) {
  const name = sql.raw(`test_refuse_${table}`);
  await ctx.database.db.execute(sql`
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin raise exception '${sql.raw(reason.replaceAll("'", "''"))}'; end; $$`);
  await ctx.database.db.execute(
    sql`create trigger ${name} before insert on ${sql.raw(table)} for each row execute function ${name}()`,
  );
  return async () => {
    await ctx.database.db.execute(sql`drop trigger ${name} on ${sql.raw(table)}`);
  };
}
