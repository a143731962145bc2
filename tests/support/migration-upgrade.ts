import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { loadTestSettings } from "../../server/config.ts";
import { migrationsFolder } from "../../server/paths.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";
import { testDriver } from "./test-database.ts";

/** Runs one statement on the database being upgraded. */
export type Run = (statement: SQL) => Promise<{ rows: unknown[] }>;

/** A copy of the migrations folder whose journal stops before the migration whose tag ends in `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "migrations-before-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal: { entries: { tag: string }[] } = JSON.parse(await readFile(journalFile, "utf8"));
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  // A renamed or removed migration would otherwise keep every entry and test nothing.
  if (at < 0) throw new Error(`no migration's tag ends in ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * On an empty database of its own (PGlite, or a throw-away PostgreSQL database when TEST_DATABASE_URL
 * is set): migrates up to the migration whose tag ends in `tag` (not applied), lets `write` store rows
 * as they were then, migrates to the end, and answers what `read` finds.
 */
export async function upgradeFrom<T>(
  tag: string,
  write: (run: Run) => Promise<void>,
  read: (run: Run) => Promise<T>,
): Promise<T> {
  const before = await migrationsBefore(tag);
  /** The same steps on either driver: to before the tag, the old rows, to the end, the reading. */
  const upgrade = async (run: Run, migrateTo: (folder: string) => Promise<void>) => {
    await migrateTo(before);
    await write(run);
    await migrateTo(migrationsFolder);
    return read(run);
  };
  try {
    const { databaseUrl } = loadTestSettings();
    if (testDriver() === "postgres" && databaseUrl) {
      // Named by the tag too: test files in other workers upgrade at the same time.
      const name = `agency_migrate_${tag
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "_")
        .replace(/^_|_$/g, "")}_${process.pid}`;
      await adminQuery(databaseUrl, `drop database if exists ${name}`);
      await adminQuery(databaseUrl, `create database ${name}`);
      const pool = new pg.Pool({ connectionString: withDatabase(databaseUrl, name), max: 1 });
      try {
        const db = drizzlePg({ client: pool });
        return await upgrade(
          (statement) => db.execute(statement),
          (folder) => migratePg(db, { migrationsFolder: folder }),
        );
      } finally {
        await pool.end();
        await adminQuery(databaseUrl, `drop database if exists ${name}`);
      }
    }
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzlePglite({ client });
      return await upgrade(
        (statement) => db.execute(statement),
        (folder) => migratePglite(db, { migrationsFolder: folder }),
      );
    } finally {
      await client.close();
    }
  } finally {
    await rm(before, { recursive: true, force: true });
  }
}
