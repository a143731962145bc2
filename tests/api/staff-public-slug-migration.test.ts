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

/** The migrations up to the one before staff public slugs, in a folder of their own. */
let before: string;
beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), "polishadm-migrations-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  const slugs = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith("staff_public_slug"));
  journal.entries = journal.entries.slice(0, slugs);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

type Run = (statement: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

/** Migrates to `before`, writes staff, migrates to the end, and reads each username's slug back. */
async function upgrade(migrateTo: (folder: string) => Promise<void>, run: Run) {
  await migrateTo(before);
  await run(sql`insert into privileges (role, permissions) values ('writer', '{}'::jsonb)`);
  await run(sql`
    insert into admin_users (username, full_name, public_name, email, password_hash, contact_number, address,
      gender, date_of_birth, privilege_id, created_at)
    select v.username, v.full_name, v.public_name, v.username || '@example.com', 'x', '03001234567', 'Lahore',
      'Female', '1990-01-01', (select id from privileges where role = 'writer'), now() + v.n * interval '1 minute'
    from (values
      (1, 'first', 'Ayesha Khan', ''),
      (2, 'second', 'Ayesha Bibi', 'Ayesha Khan'),
      (3, 'third', 'Ali O''Brien  Jr.', ''),
      (4, 'fourth', 'عائشہ', ''),
      (5, 'fifth', 'Ayesha Khan 2', '')
    ) as v (n, username, full_name, public_name)`);
  await migrateTo(migrationsFolder);
  const { rows } = await run(sql`select username, public_slug from admin_users order by username`);
  return Object.fromEntries(
    (rows as { username: string; public_slug: string }[]).map((r) => [r.username, r.public_slug]),
  );
}

/** "Ayesha Khan 2" reads as the second Ayesha Khan's numbered slug: the later one also takes its id's start. */
const expected = {
  first: "ayesha-khan",
  second: "ayesha-khan-2",
  third: "ali-o-brien-jr",
  fourth: "author",
  fifth: expect.stringMatching(/^ayesha-khan-2-[0-9a-f]{8}$/),
};

describe(`the staff public slug migration on ${testDriver()}`, () => {
  it("gives every staff member a distinct slug from their shown name (ADR 0219)", async () => {
    const { databaseUrl } = loadTestSettings();
    if (testDriver() === "postgres" && databaseUrl) {
      const name = `agency_migrate_author_slugs_${process.pid}`;
      await adminQuery(databaseUrl, `drop database if exists ${name}`);
      await adminQuery(databaseUrl, `create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(databaseUrl, name), max: 1 });
      try {
        const db = drizzlePg({ client: pool });
        const slugs = await upgrade(
          (folder) => migratePg(db, { migrationsFolder: folder }),
          (s) => db.execute(s),
        );
        expect(slugs).toEqual(expected);
      } finally {
        await pool.end();
        await adminQuery(databaseUrl, `drop database if exists ${name}`);
      }
    } else {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        const db = drizzlePglite({ client });
        const slugs = await upgrade(
          (folder) => migratePglite(db, { migrationsFolder: folder }),
          (s) => db.execute(s),
        );
        expect(slugs).toEqual(expected);
      } finally {
        await client.close();
      }
    }
  }, 60_000);
});
