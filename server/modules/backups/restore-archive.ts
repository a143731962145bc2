import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import { type BackupManifest, backupManifestSchema, backupMessages } from "../../../domain/backups.ts";
import type { Database } from "../../db/client.ts";
import type { Storages } from "../../storage/open-storage.ts";
import { ArchiveRefused, sha256, unpackArchive } from "./archive.ts";
import { countRows, dropEverything, loadDatabase } from "./database-dump.ts";
import { fileEntry, MANIFEST, tableEntry } from "./make-archive.ts";
import { codeMigrationLevel, withMigrationsUpTo } from "./migration-level.ts";
import { backups } from "./schema.ts";

type Contents = { manifest: BackupManifest; entries: Map<string, Buffer>; encrypted: boolean };

/** Opens an archive and checks every entry against its manifest; nothing is changed yet. */
export async function verifyArchive(archive: Buffer, key: Buffer | undefined): Promise<Contents> {
  const { entries, encrypted } = await unpackArchive(archive, key);
  const manifestData = entries.get(MANIFEST);
  if (!manifestData) throw new ArchiveRefused(backupMessages.notAnArchive);
  let raw: unknown;
  try {
    raw = JSON.parse(manifestData.toString("utf8"));
  } catch {
    throw new ArchiveRefused(backupMessages.damaged("manifest.json is not JSON"));
  }
  const format = typeof raw === "object" && raw !== null && "format" in raw ? raw.format : undefined;
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ArchiveRefused(
      format === 1 ? backupMessages.damaged("manifest.json is incomplete") : backupMessages.unknownFormat(format),
    );
  }
  const manifest = parsed.data;
  const listed = new Set([MANIFEST]);
  const check = (entry: string, expected: string) => {
    listed.add(entry);
    const data = entries.get(entry);
    if (!data) throw new ArchiveRefused(backupMessages.damaged(backupMessages.missing(entry)));
    if (sha256(data) !== expected) throw new ArchiveRefused(backupMessages.damaged(backupMessages.checksum(entry)));
    return data;
  };
  for (const table of manifest.tables) {
    const data = check(tableEntry(table.name), table.sha256);
    const rows = data.length === 0 ? 0 : data.toString("utf8").trimEnd().split("\n").length;
    if (rows !== table.rows) {
      throw new ArchiveRefused(backupMessages.damaged(backupMessages.rowCount(table.name, table.rows, rows)));
    }
  }
  for (const file of manifest.files) check(fileEntry(file.store, file.key), file.sha256);
  for (const name of entries.keys()) {
    if (!listed.has(name)) throw new ArchiveRefused(backupMessages.damaged(backupMessages.unlisted(name)));
  }
  return { manifest, entries, encrypted };
}

async function countFiles(storages: Pick<Storages, "public" | "private">): Promise<number> {
  let count = 0;
  for (const store of [storages.public, storages.private]) for await (const _ of store.list()) count++;
  return count;
}

/**
 * Restores an archive into an empty database and file store (or replaces what they hold when
 * `force`): verified first, then the database is brought to the archive's migration level, the
 * rows are loaded, the later migrations run, and the files are written.
 */
export async function restoreArchive(
  archive: Buffer,
  target: { database: Database; storages: Pick<Storages, "public" | "private"> },
  options: { key: Buffer | undefined; force: boolean },
): Promise<BackupManifest> {
  const { manifest, entries } = await verifyArchive(archive, options.key);
  const code = await codeMigrationLevel();
  if (manifest.migrationLevel.count > code) {
    throw new ArchiveRefused(backupMessages.newerMigrationLevel(manifest.migrationLevel.count, code));
  }
  const { database, storages } = target;
  if (!options.force) {
    const rows = await countRows(database.db);
    if (rows > 0) throw new ArchiveRefused(backupMessages.databaseNotEmpty(rows));
    const files = await countFiles(storages);
    if (files > 0) throw new ArchiveRefused(backupMessages.storageNotEmpty(files));
  }
  await dropEverything(database.db);
  await withMigrationsUpTo(manifest.migrationLevel.count, (folder) => database.migrate(folder));
  const tables = manifest.tables.map((table) => ({
    name: table.name,
    lines: (entries.get(tableEntry(table.name)) ?? Buffer.alloc(0))
      .toString("utf8")
      .split("\n")
      .filter((line) => line.length > 0),
  }));
  await loadDatabase(database.db, tables, manifest.sequences);
  await database.migrate();
  // Backups in progress when the dump was read (this archive's own among them) never finish here.
  await database.db.delete(backups).where(eq(backups.status, "running"));

  for (const store of ["public", "private"] as const) {
    const keep = new Set(manifest.files.filter((file) => file.store === store).map((file) => file.key));
    for await (const key of storages[store].list()) if (!keep.has(key)) await storages[store].remove(key);
  }
  for (const file of manifest.files) {
    const data = entries.get(fileEntry(file.store, file.key)) ?? Buffer.alloc(0);
    await storages[file.store].put(file.key, data);
    const written = await buffer(storages[file.store].read(file.key));
    if (sha256(written) !== file.sha256) throw new Error(`the stored copy of ${file.store}/${file.key} differs`);
  }
  return manifest;
}
