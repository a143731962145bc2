import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Run, upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

type Upgraded = Record<string, { level: string; ip: string | null; userAgent: string | null }>;
/** The rows `writeOldRows` writes, told apart by their duration (a visitor's user agent does not survive). */
const names = ["staff-read", "resume", "refused", "write", "visitor"];

async function writeOldRows(run: Run) {
  await run(sql`
    insert into request_logs (method, route, username, status_code, duration_ms, ip, user_agent) values
      ('GET', '/api/v1/category', 'admin', 200, 0, '192.0.2.1', 'staff-read'),
      ('GET', '/api/v1/career/:id/resume', 'admin', 200, 1, '192.0.2.1', 'resume'),
      ('GET', '/api/v1/admin', 'admin', 403, 2, '192.0.2.1', 'refused'),
      ('POST', '/api/v1/category/create', 'admin', 201, 3, '192.0.2.1', 'write'),
      ('GET', '/api/v1/category', null, 200, 4, '198.51.100.9', 'visitor')`);
}

async function readRows(run: Run): Promise<Upgraded> {
  const { rows } = await run(sql`select duration_ms, level, ip, user_agent from request_logs`);
  return Object.fromEntries(
    (rows as { duration_ms: number; level: string; ip: string | null; user_agent: string | null }[]).map((r) => [
      names[r.duration_ms],
      { level: r.level, ip: r.ip, userAgent: r.user_agent },
    ]),
  );
}

const levelsOf = (rows: Upgraded) => Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, row.level]));

/** Later migrations keep a staff call's address and user agent and forget an anonymous one's (ADR 0084). */
function expectVisitorForgotten(rows: Upgraded) {
  expect(rows["staff-read"]).toMatchObject({ ip: "192.0.2.1", userAgent: "staff-read" });
  expect(rows.write).toMatchObject({ ip: "192.0.2.1", userAgent: "write" });
  expect(rows.visitor).toMatchObject({ ip: null, userAgent: null });
}

describe(`the request log level migration on ${testDriver()}`, () => {
  it("marks the back office's earlier successful reads debug and leaves every other entry info; later, forgets a visitor's address", async () => {
    const rows = await upgradeFrom("request_log_level", writeOldRows, readRows);
    expect(levelsOf(rows)).toEqual({
      "staff-read": "debug",
      resume: "info",
      refused: "info",
      write: "info",
      visitor: "info",
    });
    expectVisitorForgotten(rows);
  }, 60_000);
});
