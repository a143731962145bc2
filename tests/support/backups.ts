import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import { loadTestSettings } from "../../server/config.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { sha256 } from "../../server/modules/backups/archive.ts";
import { tablesInDependencyOrder } from "../../server/modules/backups/database-dump.ts";
import { LocalDiskStorage } from "../../server/storage/local-disk-storage.ts";
import type { Storages } from "../../server/storage/open-storage.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

/** Every row of every table (as PostgreSQL's JSON of it, times in UTC) and every sequence's value. */
export async function rowsOf(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const all: Record<string, string[]> = {};
    for (const name of await tablesInDependencyOrder(tx)) {
      const { rows } = await tx.execute<{ line: string }>(
        sql`select to_jsonb(t)::text as line from ${sql.raw(`"${name}"`)} as t order by 1`,
      );
      all[name] = rows.map((row) => row.line);
    }
    const sequences = await tx.execute<{ name: string; value: string | null }>(
      sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    for (const row of sequences.rows) all[`sequence ${row.name}`] = [String(row.value)];
    return all;
  });
}

/** Each stored file's checksum, by store and key. */
export async function checksumsOf(storages: Pick<Storages, "public" | "private">): Promise<Record<string, string>> {
  const all: Record<string, string> = {};
  for (const store of ["public", "private"] as const) {
    for await (const key of storages[store].list()) {
      all[`${store}/${key}`] = sha256(await buffer(storages[store].read(key)));
    }
  }
  return all;
}

/** An empty embedded database (not even migrated), as a new machine has. */
export const emptyPglite = () => openDatabase({ driver: "pglite" });

/** An empty PostgreSQL database (not even migrated) on the test server; dropped on close. */
export async function emptyPostgres(): Promise<Database> {
  const { databaseUrl } = loadTestSettings();
  if (!databaseUrl) throw new Error("an empty PostgreSQL database needs TEST_DATABASE_URL");
  const name = `agency_restore_${randomBytes(6).toString("hex")}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const database = await openDatabase({ driver: "postgres", url: withDatabase(databaseUrl, name), poolSize: 3 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Empty public and private stores on the local disk, and how to remove them. */
export async function emptyStorages(): Promise<
  Pick<Storages, "public" | "private"> & { dir: string; remove(): Promise<void> }
> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agency-restore-"));
  return {
    /** Laid out as an app's DATA_DIR: an app started on it serves what was restored. */
    dir,
    public: new LocalDiskStorage(path.join(dir, "uploads")),
    private: new LocalDiskStorage(path.join(dir, "private")),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
