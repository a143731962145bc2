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

/** The migrations up to the one before the lead pipeline, in a folder of their own. */
let before: string;
beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), "pipeline-migrations-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  const pipeline = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith("lead_pipeline"));
  journal.entries = journal.entries.slice(0, pipeline);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

type Run = (statement: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

/** Migrates to `before`, lets old enquiries be written, migrates to the end, and reads them back. */
async function upgrade(migrateTo: (folder: string) => Promise<void>, run: Run) {
  await migrateTo(before);
  await run(sql`
    insert into enquiries (fullname, phone, email, address, message, status) values
      ('Still pending', '03001234567', 'p@example.com', 'x', 'hello there', 'pending'),
      ('Dealt with', '03001234567', 'c@example.com', 'x', 'hello there', 'completed')`);
  await migrateTo(migrationsFolder);
  const { rows } = await run(sql`select fullname, stage, status, owner_id from enquiries order by fullname`);
  return rows;
}

describe(`the lead pipeline migration on ${testDriver()}`, () => {
  it("moves completed enquiries to won and pending ones to new, and derives the status from then on", async () => {
    const expected = [
      { fullname: "Dealt with", stage: "won", status: "completed", owner_id: null },
      { fullname: "Still pending", stage: "new", status: "pending", owner_id: null },
    ];
    const { databaseUrl } = loadTestSettings();
    if (testDriver() === "postgres" && databaseUrl) {
      const name = `agency_migrate_pipeline_${process.pid}`;
      await adminQuery(databaseUrl, `drop database if exists ${name}`);
      await adminQuery(databaseUrl, `create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(databaseUrl, name), max: 1 });
      try {
        const db = drizzlePg({ client: pool });
        const rows = await upgrade(
          (folder) => migratePg(db, { migrationsFolder: folder }),
          (s) => db.execute(s),
        );
        expect(rows).toEqual(expected);
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
        expect(rows).toEqual(expected);
      } finally {
        await client.close();
      }
    }
  }, 60_000);
});
