/**
 * `npm run restore -- <archive> [--force]`: restores a backup archive (a file, or the name of one in
 * DATA_DIR/backups or the bucket) into an empty database and file store; --force replaces what they
 * hold. The archive is verified first and refused with the reason when damaged, from a newer
 * version or encrypted with another key. Stop every instance first.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config.ts";
import { configuredDatabase, openDatabase } from "../server/db/client.ts";
import { ArchiveRefused } from "../server/modules/backups/archive.ts";
import { restoreArchive } from "../server/modules/backups/restore-archive.ts";
import { openStorage } from "../server/storage/open-storage.ts";
import { isSafeKey } from "../server/storage/storage-key.ts";

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
const source = positionals[0];
if (!source || positionals.length > 1) {
  console.error("Usage: npm run restore -- <archive file or stored backup name> [--force]");
  process.exit(2);
}

try {
  const config = loadConfig();
  const storages = await openStorage(config);
  const database = await openDatabase(configuredDatabase(config));
  try {
    const archive = existsSync(source)
      ? await readFile(source)
      : isSafeKey(source) && (await storages.backups.exists(source))
        ? await buffer(storages.backups.read(source))
        : null;
    if (!archive) throw new ArchiveRefused(`No file and no stored backup is named "${source}".`);
    const manifest = await restoreArchive(
      archive,
      { database, storages },
      { key: config.backup.encryptionKey, force: values.force ?? false },
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      [
        `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, migration level ${manifest.migrationLevel.count}).`,
        `  rows       ${rows} in ${manifest.tables.length} tables, checked against the manifest`,
        `  files      ${manifest.files.length}, each checked against its SHA-256`,
        `  encrypted  ${manifest.encrypted ? "yes" : "no"}`,
        "Start the site: it finds the database migrated.",
      ].join("\n"),
    );
  } finally {
    storages.close();
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof ArchiveRefused) console.error(error.message);
  else {
    console.error("The restore failed; see the error below.");
    console.error(error);
  }
  process.exitCode = 1;
}
