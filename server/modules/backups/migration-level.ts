import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { BackupManifest } from "../../../domain/backups.ts";
import type { Db } from "../../db/client.ts";
import { migrationsFolder } from "../../paths.ts";

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() }).loose()),
});
type Journal = z.infer<typeof journalSchema> & Record<string, unknown>;

async function readJournal(): Promise<Journal> {
  const text = await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8");
  return { ...JSON.parse(text), ...journalSchema.parse(JSON.parse(text)) };
}

/** How many migrations this version of the code has. */
export async function codeMigrationLevel(): Promise<number> {
  return (await readJournal()).entries.length;
}

/** How many of them the database has run, and the last one's name. */
export async function databaseMigrationLevel(db: Db): Promise<BackupManifest["migrationLevel"]> {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const count = rows[0]?.count ?? 0;
  const journal = await readJournal();
  return { count, last: journal.entries[count - 1]?.tag ?? null };
}

/**
 * A copy of the migrations folder holding only the first `count` migrations: a restore brings an
 * empty database to the archive's level, loads the rows, then runs the rest, so the later
 * migrations transform old rows exactly as they did on a running site.
 */
export async function withMigrationsUpTo<T>(count: number, work: (folder: string) => Promise<T>): Promise<T> {
  const journal = await readJournal();
  const folder = await mkdtemp(path.join(os.tmpdir(), "agency-migrations-"));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const prefix = { ...journal, entries: journal.entries.slice(0, count) };
    await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify(prefix));
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
