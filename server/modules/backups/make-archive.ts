import { readFile } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { BACKUP_FORMAT, type BackupManifest } from "../../../domain/backups.ts";
import type { Db } from "../../db/client.ts";
import { isRenditionKey } from "../../images/image-renditions.ts";
import { projectRoot } from "../../paths.ts";
import type { Storages } from "../../storage/open-storage.ts";
import { packArchive, sha256 } from "./archive.ts";
import { dumpDatabase } from "./database-dump.ts";
import { databaseMigrationLevel } from "./migration-level.ts";

export const MANIFEST = "manifest.json";
export const tableEntry = (name: string) => `database/${name}.ndjson`;
export const fileEntry = (store: "public" | "private", key: string) => `files/${store}/${key}`;

async function appVersion(): Promise<string> {
  const text = await readFile(path.join(projectRoot, "package.json"), "utf8");
  const version: unknown = JSON.parse(text).version;
  return typeof version === "string" ? version : "unknown";
}

/**
 * The whole site as one archive: the database dumped first, then the files (a row never names a
 * file the archive lacks: files are only removed after the commit that stops naming them). The
 * pictures' AVIF files and crops are left out: /uploads makes them again on request (ADR 0194).
 */
export async function makeArchive(
  db: Db,
  storages: Pick<Storages, "public" | "private">,
  key: Buffer | undefined,
  now: Date,
): Promise<{ archive: Buffer; manifest: BackupManifest }> {
  const migrationLevel = await databaseMigrationLevel(db);
  const dump = await dumpDatabase(db);
  const entries = new Map<string, Buffer>();
  const tables: BackupManifest["tables"] = [];
  for (const table of dump.tables) {
    const data = Buffer.from(table.lines.map((line) => `${line}\n`).join(""), "utf8");
    entries.set(tableEntry(table.name), data);
    tables.push({ name: table.name, rows: table.lines.length, sha256: sha256(data) });
  }
  const files: BackupManifest["files"] = [];
  for (const store of ["public", "private"] as const) {
    for await (const fileKey of storages[store].list()) {
      if (store === "public" && isRenditionKey(fileKey)) continue;
      const data = await buffer(storages[store].read(fileKey));
      entries.set(fileEntry(store, fileKey), data);
      files.push({ store, key: fileKey, size: data.length, sha256: sha256(data) });
    }
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    appVersion: await appVersion(),
    createdAt: now.toISOString(),
    migrationLevel,
    encrypted: key !== undefined,
    tables,
    sequences: dump.sequences,
    files,
  };
  const all = new Map([[MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2))], ...entries]);
  return { archive: await packArchive(all, key), manifest };
}
