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
import { effectivePermissions } from "../../domain/roles.ts";
import { loadTestSettings } from "../../server/config.ts";
import { migrationsFolder } from "../../server/paths.ts";
import { adminQuery, withDatabase } from "../support/global-setup.ts";
import { testDriver } from "../support/test-database.ts";

/** The migrations up to the one before the redirects area (ADR 0165), in a folder of their own. */
let before: string;
beforeAll(async () => {
  before = await mkdtemp(path.join(tmpdir(), "redirects-area-migrations-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith("redirects_and_not_found_log"));
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
});
afterAll(() => rm(before, { recursive: true, force: true }));

type Run = (statement: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;

/** Roles as stored before the area: one may update the site, one may not. */
const oldRoles = {
  "Site editor": { site: { update: true }, category: { create: true, update: true, statusChange: false } },
  Recruiter: { career: { create: true, update: true, statusChange: true } },
};

async function upgrade(migrateTo: (folder: string) => Promise<void>, run: Run) {
  await migrateTo(before);
  for (const [role, permissions] of Object.entries(oldRoles)) {
    await run(sql`insert into privileges (role, permissions) values (${role}, ${JSON.stringify(permissions)}::jsonb)`);
  }
  await migrateTo(migrationsFolder);
  const { rows } = await run(sql`select role, permissions from privileges order by role`);
  return rows as { role: string; permissions: unknown }[];
}

function expectRedirectsFollowTheSite(rows: { role: string; permissions: unknown }[]) {
  const after = (role: keyof typeof oldRoles) =>
    effectivePermissions(role, rows.find((row) => row.role === role)?.permissions);
  expect(after("Site editor").redirects).toEqual({ create: false, update: true, statusChange: false });
  expect(after("Recruiter").redirects).toEqual({ create: false, update: false, statusChange: false });
  // Nothing else moves.
  for (const role of ["Site editor", "Recruiter"] as const) {
    expect({ ...after(role), redirects: undefined }).toEqual({
      ...effectivePermissions(role, oldRoles[role]),
      redirects: undefined,
      // Migration 0021 (personal-data areas) ran before these rows existed; they have none.
      leads: after(role).leads,
      applications: after(role).applications,
    });
  }
}

describe(`the redirects area migration on ${testDriver()}`, () => {
  it("gives the redirects area to the roles that may update the site, and to no other", async () => {
    const { databaseUrl } = loadTestSettings();
    if (testDriver() === "postgres" && databaseUrl) {
      const name = `agency_migrate_redirects_${process.pid}`;
      await adminQuery(databaseUrl, `drop database if exists ${name}`);
      await adminQuery(databaseUrl, `create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(databaseUrl, name), max: 1 });
      try {
        const db = drizzlePg({ client: pool });
        expectRedirectsFollowTheSite(
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
        expectRedirectsFollowTheSite(
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
