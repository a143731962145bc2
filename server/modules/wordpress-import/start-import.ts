import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { type ImportRow, insertImport } from "./import-jobs.ts";
import { type ImportRunner, importFileKeys } from "./import-runner.ts";

/**
 * Queues an import of a checked export (ADR 0241): its files into the private store (any instance
 * may run it), its row and its audit entry in one transaction, then this instance looks for work.
 * The upload route and `npm run import:wordpress` both start imports here.
 */
export type ImportToStart = {
  exportFile: string;
  fileName: string;
  dryRun: boolean;
  /** A zip of wp-content/uploads on this machine's disk, copied into the store. */
  uploadsFile?: string | null;
  /** A folder of it (the command line: read where it is). */
  uploadsFolder?: string | null;
  /** Where it was started from, for the audit entry ("npm run import:wordpress"). */
  from?: string;
};

export async function startImport(
  writes: StaffWrites,
  files: FileStorage,
  runner: ImportRunner,
  start: ImportToStart,
): Promise<ImportRow> {
  const id = randomUUID();
  const keys = importFileKeys(id);
  await files.put(keys.export, createReadStream(start.exportFile));
  if (start.uploadsFile) await files.put(keys.uploads, createReadStream(start.uploadsFile));
  const actor = writes.audit.staff.actor;
  const row = await writes.change(async (tx) => {
    const inserted = await insertImport(tx, {
      id,
      dryRun: start.dryRun,
      fileName: start.fileName,
      fileKey: keys.export,
      uploadsKey: start.uploadsFile ? keys.uploads : null,
      uploadsFolder: start.uploadsFolder ?? null,
      createdById: actor && isUuid(actor.id) ? actor.id : null,
      createdBy: actor?.username ?? null,
    });
    const what = start.dryRun ? "Started a dry run of a WordPress import" : "Started a WordPress import";
    await writes.audit.record(tx, {
      action: "create",
      entity: "wordpressImport",
      entityId: id,
      summary: `${what} of ${start.fileName}${start.from ? ` (${start.from})` : ""}`,
    });
    return inserted;
  });
  runner.kick();
  return row;
}
