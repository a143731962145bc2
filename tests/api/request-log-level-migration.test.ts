import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestSettings } from "../../server/config.ts";
import { migrationsFolder } from "../../server/paths.ts";
import { adminQuery, withDatabase } from "../support/global-setup.ts";
import { testDriver } from "../support/test-database.ts";

/** The migrations up to the one before request log levels, in a folder of their own. */
let before: string;
beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), "polishadm-migrations-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  const level = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith("request_log_level"));
  journal.entries = journal.entries.slice(0, level);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

type Run = (statement: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

type Upgraded = Record<string, { level: string; ip: string | null; userAgent: string | null }>;
/** The rows `upgrade` writes, told apart by their duration (a visitor's user agent does not survive). */
const names = ["staff-read", "resume", "refused", "write", "visitor"];

/** Migrates to `before`, lets `work` write old rows, migrates to the end, and reads them back. */
async function upgrade(migrateTo: (folder: string) => Promise<void>, run: Run): Promise<Upgraded> {
  await migrateTo(before);
  await run(sql`
    insert into request_logs (method, route, username, status_code, duration_ms, ip, user_agent) values
      ('GET', '/api/v1/category', 'admin', 200, 0, '192.0.2.1', 'staff-read'),
      ('GET', '/api/v1/career/:id/resume', 'admin', 200, 1, '192.0.2.1', 'resume'),
      ('GET', '/api/v1/admin', 'admin', 403, 2, '192.0.2.1', 'refused'),
      ('POST', '/api/v1/category/create', 'admin', 201, 3, '192.0.2.1', 'write'),
      ('GET', '/api/v1/category', null, 200, 4, '198.51.100.9', 'visitor')`);
  await migrateTo(migrationsFolder);
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
    const expected = { "staff-read": "debug", resume: "info", refused: "info", write: "info", visitor: "info" };
    const { databaseUrl } = loadTestSettings();
    if (testDriver() === "postgres" && databaseUrl) {
      const name = `agency_migrate_levels_${process.pid}`;
      await adminQuery(databaseUrl, `drop database if exists ${name}`);
      await adminQuery(databaseUrl, `create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(databaseUrl, name), max: 1 });
      try {
        const db = drizzlePg({ client: pool });
        const rows = await upgrade(
          (folder) => migratePg(db, { migrationsFolder: folder }),
          (s) => db.execute(s),
        );
        expect(levelsOf(rows)).toEqual(expected);
        expectVisitorForgotten(rows);
      } finally {
        await pool.end();
        await adminQuery(databaseUrl, `drop database if exists ${name}`);
      }
    } else {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        const db = drizzlePglite({ client });
        const rows = await upgrade(
          (folder) => migratePglite(db, { migrationsFolder: folder }),
          (s) => db.execute(s),
        );
        expect(levelsOf(rows)).toEqual(expected);
        expectVisitorForgotten(rows);
      } finally {
        await client.close();
      }
    }
  }, 60_000);
});
