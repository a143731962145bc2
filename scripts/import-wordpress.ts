/**
 * `npm run import:wordpress -- <file.xml> [--dry-run] [--uploads <folder|zip>]`: imports a WordPress
 * export (Tools › Export) into the configured database, as Settings › Import does (docs/api.md
 * "Importing a WordPress site", ADRs 0240–0244), as the configured ADMIN_USERNAME (or else the oldest
 * superAdmin): checks the file, runs the import, shows its progress, prints its report. Exits 1 on a
 * refused file or an import that did not finish, 2 on a wrong command line. On the embedded database
 * stop the server first: only one process may open it.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { asc, eq } from "drizzle-orm";
import { SUPER_ADMIN_ROLE } from "../domain/roles.ts";
import { importCountNames, importMessages, importPhases } from "../domain/wordpress-import.ts";
import { buildApp } from "../server/app.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { configuredDatabase, openDatabase } from "../server/db/client.ts";
import { adminUsers, privileges } from "../server/db/schema/staff.ts";
import { staffWritesAs } from "../server/engines/content-writes/staff-writes.ts";
import { InvalidInput } from "../server/errors/domain-errors.ts";
import { checkExport, checkZip } from "../server/modules/wordpress-import/export-upload.ts";
import { findImport, toImportDto } from "../server/modules/wordpress-import/import-jobs.ts";
import { startImport } from "../server/modules/wordpress-import/start-import.ts";

/** A command line that names something that is not there: said plainly, exit status 1. */
class UsageError extends Error {}

const usage = "Usage: npm run import:wordpress -- <file.xml> [--dry-run] [--uploads <folder|zip>]";

function commandLine() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { "dry-run": { type: "boolean" }, uploads: { type: "string" } },
    });
    const [file, ...rest] = positionals;
    if (!file || rest.length > 0) return undefined;
    return { file: path.resolve(file), dryRun: values["dry-run"] === true, uploads: values.uploads };
  } catch {
    return undefined;
  }
}

const bar = (progress: number) => {
  const width = 30;
  const filled = Math.round(progress * width);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.round(progress * 100)).padStart(3)}%`;
};

const args = commandLine();
if (!args) {
  console.error(usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const exportSize = (await stat(args.file).catch(() => undefined))?.size;
  if (exportSize === undefined) throw new UsageError(`No file at ${args.file}`);
  if (exportSize > config.wordpressImport.maxExportBytes)
    throw new UsageError(importMessages.fileTooLarge(config.wordpressImport.maxExportBytes));
  const uploads = args.uploads ? path.resolve(args.uploads) : undefined;
  const uploadsKind = uploads ? await stat(uploads).catch(() => undefined) : undefined;
  if (uploads && !uploadsKind) throw new UsageError(`No folder or zip at ${uploads}`);
  // Refused here, before anything is stored, exactly as the upload is.
  await checkExport(args.file);
  if (uploads && uploadsKind?.isFile()) await checkZip(uploads);

  const database = await openDatabase(configuredDatabase(config));
  // An import needs this version's tables: pending migrations are applied first, as `npm run migrate` does.
  await database.exclusively(() => database.migrate());
  const app = await buildApp(config, { database, logger: false, importPollMs: 0 });
  try {
    await app.ready();
    const superAdmins = await app.db
      .select({ id: adminUsers.id, username: adminUsers.username })
      .from(adminUsers)
      .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
      .where(eq(privileges.role, SUPER_ADMIN_ROLE))
      .orderBy(asc(adminUsers.createdAt));
    const actor = superAdmins.find((admin) => admin.username === config.adminUsername) ?? superAdmins[0];
    if (!actor) throw new UsageError("No superAdmin account to import as: start the server once first");
    const row = await startImport(staffWritesAs(app, { actor, ip: null }), app.privateFiles, app.wordpressImports, {
      exportFile: args.file,
      fileName: path.basename(args.file),
      dryRun: args.dryRun,
      uploadsFile: uploadsKind?.isFile() ? uploads : null,
      uploadsFolder: uploadsKind?.isDirectory() ? uploads : null,
      from: "npm run import:wordpress",
    });
    console.error(`${args.dryRun ? "Dry run of" : "Importing"} ${path.basename(args.file)} as ${actor.username}`);
    const ticker = setInterval(async () => {
      const now = await findImport(app.db, row.id);
      if (now) process.stderr.write(`\r${bar(now.progress)} ${importPhases[now.phase].padEnd(20)}`);
    }, 500);
    await app.wordpressImports.settled();
    clearInterval(ticker);
    const done = await findImport(app.db, row.id);
    if (!done) throw new Error("the import's row is gone");
    const report = toImportDto(done);
    process.stderr.write(`\r${bar(report.progress)} ${importPhases[report.phase].padEnd(20)}\n`);
    console.log(`\n${report.dryRun ? "Dry run" : "Import"} ${report.status} — ${report.site ?? ""}`);
    console.log(`  ${report.dryRun ? "would create" : "created"}:`);
    for (const name of importCountNames) console.log(`    ${name.padEnd(15)} ${report.counts[name]}`);
    console.log(`  items: ${report.created} created, ${report.updated} updated, ${report.skipped} skipped`);
    if (report.error) console.log(`  stopped: ${report.error}`);
    if (report.problemsTotal > 0) {
      console.log(`  ${report.problemsTotal} things to look at:`);
      for (const problem of report.problems) console.log(`    - ${problem.item}: ${problem.reason}`);
      if (report.problemsTotal > report.problems.length)
        console.log(`    … and ${report.problemsTotal - report.problems.length} more`);
    }
    if (report.status !== "done") process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
} catch (error) {
  if (error instanceof InvalidInput || error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The import failed; see the error below.");
    console.error(error);
  }
  process.exitCode = 1;
}
