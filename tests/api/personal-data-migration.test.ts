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
import { effectivePermissions, personalDataRightsBefore } from "../../domain/roles.ts";
import { loadTestSettings } from "../../server/config.ts";
import { migrationsFolder } from "../../server/paths.ts";
import { adminQuery, withDatabase } from "../support/global-setup.ts";
import { testDriver } from "../support/test-database.ts";

/** The migrations up to the one before the personal-data areas, in a folder of their own. */
let before: string;
beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), "personal-data-migrations-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  const areas = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith("personal_data_areas"));
  journal.entries = journal.entries.slice(0, areas);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

type Run = (statement: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

/** Roles as they were stored before the areas existed: the spec's matrix only. */
const oldRoles = {
  Member: {},
  Recruiter: { career: { create: true, update: true, statusChange: true } },
  Designer: { category: { create: true, update: true, statusChange: false }, career: { update: false } },
};

/** Migrates to `before`, stores the old roles, migrates to the end, and reads them back. */
async function upgrade(migrateTo: (folder: string) => Promise<void>, run: Run) {
  await migrateTo(before);
  for (const [role, permissions] of Object.entries(oldRoles)) {
    await run(sql`insert into privileges (role, permissions) values (${role}, ${JSON.stringify(permissions)}::jsonb)`);
  }
  await migrateTo(migrationsFolder);
  const { rows } = await run(sql`select role, permissions from privileges order by role`);
  return rows as { role: string; permissions: unknown }[];
}

function expectTodaysAccess(rows: { role: string; permissions: unknown }[]) {
  expect(rows.map((row) => row.role).sort()).toEqual(Object.keys(oldRoles).sort());
  for (const row of rows) {
    const now = effectivePermissions(row.role, row.permissions);
    const was = effectivePermissions(row.role, oldRoles[row.role as keyof typeof oldRoles]);
    // The spec's matrix is untouched, and the new areas hold what every role could do before.
    expect({ ...now, leads: undefined, applications: undefined }).toEqual({
      ...was,
      leads: undefined,
      applications: undefined,
    });
    expect({ leads: now.leads, applications: now.applications }, row.role).toEqual(personalDataRightsBefore(was));
  }
  const recruiter = effectivePermissions("Recruiter", rows.find((row) => row.role === "Recruiter")?.permissions);
  expect(recruiter.applications).toEqual({ read: true, update: true, export: true });
  const member = effectivePermissions("Member", rows.find((row) => row.role === "Member")?.permissions);
  expect(member.leads).toEqual({ read: true, update: true, export: true });
  expect(member.applications).toEqual({ read: true, update: false, export: true });
}

describe(`the personal-data areas migration on ${testDriver()}`, () => {
  it("gives every existing role exactly the access it had, and keeps its matrix", async () => {
    const { databaseUrl } = loadTestSettings();
    if (testDriver() === "postgres" && databaseUrl) {
      const name = `agency_migrate_personal_${process.pid}`;
      await adminQuery(databaseUrl, `drop database if exists ${name}`);
      await adminQuery(databaseUrl, `create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(databaseUrl, name), max: 1 });
      try {
        const db = drizzlePg({ client: pool });
        expectTodaysAccess(
          await upgrade(
            (folder) => migratePg(db, { migrationsFolder: folder }),
            (s) => db.execute(s),
          ),
        );
      } finally {
        await pool.end();
        await adminQuery(databaseUrl, `drop database if exists ${name}`);
      }
    } else {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        const db = drizzlePglite({ client });
        expectTodaysAccess(
          await upgrade(
            (folder) => migratePglite(db, { migrationsFolder: folder }),
            (s) => db.execute(s),
          ),
        );
      } finally {
        await client.close();
      }
    }
  }, 60_000);
});
