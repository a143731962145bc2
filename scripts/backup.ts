/**
 * `npm run backup [-- --out <file>]`: makes one backup archive of the whole site (database, images,
 * resumes, manifest) into DATA_DIR/backups or the bucket's backups/ prefix, and optionally a copy at
 * <file>. On the embedded database stop the server first: only one process may open it.
 */
import { writeFile } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config.ts";
import { configuredDatabase, openDatabase } from "../server/db/client.ts";
import { BackupService } from "../server/modules/backups/service.ts";
import { openStorage } from "../server/storage/open-storage.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });

try {
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config));
  const storages = await openStorage(config);
  try {
    const service = new BackupService({
      db: database.db,
      files: storages,
      store: storages.backups,
      encryptionKey: config.backup.encryptionKey,
      keep: config.backup.keep,
    });
    const backup = await service.create("script");
    if (!backup) throw new Error("a backup with the same name is being made");
    const where =
      config.storage.driver === "s3"
        ? `s3://${config.storage.bucket}/backups/${backup.name}`
        : `${config.dataDir}/backups/${backup.name}`;
    if (values.out) await writeFile(values.out, await buffer(service.read(backup)));
    console.log(
      [
        `Backup made: ${where}${values.out ? ` (copy: ${values.out})` : ""}`,
        `  size       ${backup.sizeBytes} bytes`,
        `  rows       ${backup.tableRows}`,
        `  files      ${backup.fileCount}`,
        `  encrypted  ${backup.encrypted ? "yes (AES-256-GCM, BACKUP_ENCRYPTION_KEY)" : "no: set BACKUP_ENCRYPTION_KEY to protect the resumes inside"}`,
      ].join("\n"),
    );
  } finally {
    storages.close();
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : "The backup failed; see the error below.");
  if (!(error instanceof ConfigError)) console.error(error);
  process.exitCode = 1;
}
