import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { importMessages } from "../../../domain/wordpress-import.ts";
import type { Db } from "../../db/client.ts";
import type { StaffContext } from "../../engines/audit-trail/record.ts";
import type { ContentChangeFeed } from "../../engines/content-writes/change-feed.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import type { DraftKind } from "../../engines/drafts/draft-kind.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Library } from "../media/service.ts";
import type { RedirectChanges } from "../redirects/service.ts";
import {
  claimImport,
  finishImport,
  holdsImport,
  IMPORT_ATTEMPTS_MAX,
  type ImportRow,
  saveReport,
} from "./import-jobs.ts";
import { ImportReport } from "./import-report.ts";
import { RunStopped } from "./import-run.ts";
import { openPictureFiles } from "./picture-files.ts";
import { runImport } from "./run-import.ts";
import { WxrRefused } from "./wxr-reader.ts";

/**
 * Runs the imports waiting in the database (ADR 0241), one at a time across every instance: a new
 * one is started at once on the instance that took it (`kick`), and every instance looks for work
 * at start and every `pollMs`, which is how an import whose process died is taken up again once its
 * claim lapses. A run copies its files from the private store to this machine's disk, runs, and
 * removes both once the import has ended (its report stays).
 */
export type RunnerParts = {
  db: Db;
  files: FileStorage;
  /** Where a run's files are copied to (DATA_DIR/tmp). */
  tempDir: string;
  writesAs(staff: StaffContext): StaffWrites;
  library: Library;
  drafts: { article: DraftKind; page: DraftKind };
  redirects: RedirectChanges;
  feed: ContentChangeFeed;
  /** WORDPRESS_IMPORT_ALLOW_PRIVATE: pictures may be fetched from private and loopback addresses. */
  allowPrivate: boolean;
  timeZone: string;
  now(): number;
  onError(error: unknown): void;
};

/** The keys of an import's files in the private store. */
export const importFileKeys = (id: string) => ({
  export: `imports/${id}/export.xml`,
  uploads: `imports/${id}/uploads.zip`,
});

export class ImportRunner {
  #working: Promise<void> | undefined;
  /** Asked to look again while it was working. */
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(private readonly parts: RunnerParts) {}

  /** Looks for work now, unless this instance is already at it (it looks again when done). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#working) {
      this.#again = true;
      return;
    }
    this.#working = this.#work()
      .catch(this.parts.onError)
      .finally(() => {
        this.#working = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves once this instance has no import running (a test waits for one to end). */
  async settled(): Promise<void> {
    while (this.#working) await this.#working;
  }

  start(pollMs: number): void {
    this.kick();
    if (pollMs > 0) this.#timer = setInterval(() => this.kick(), pollMs).unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.settled();
  }

  async #work(): Promise<void> {
    for (let row = await claimImport(this.parts.db, new Date(this.parts.now())); row; ) {
      await this.#run(row);
      if (this.#stopped) return;
      row = await claimImport(this.parts.db, new Date(this.parts.now()));
    }
  }

  async #run(row: ImportRow): Promise<void> {
    const { parts } = this;
    const now = () => new Date(parts.now());
    const report = new ImportReport();
    const finish = (status: "done" | "failed" | "cancelled", error?: string) =>
      finishImport(parts.db, row.id, row.attempts, { status, error, state: report.state(status === "done") }, now());
    if (row.attempts > IMPORT_ATTEMPTS_MAX) {
      await finish("failed", importMessages.stoppedTooOften(IMPORT_ATTEMPTS_MAX));
      return this.#removeFiles(row);
    }
    const folder = path.join(parts.tempDir, `import-${row.id}`);
    let ended = true;
    try {
      await mkdir(folder, { recursive: true });
      const exportFile = await this.#copy(row.fileKey, path.join(folder, "export.xml"));
      const archive = row.uploadsKey ? await this.#copy(row.uploadsKey, path.join(folder, "uploads.zip")) : undefined;
      const pictureFiles = await openPictureFiles({
        archive,
        folder: row.uploadsFolder ?? undefined,
        allowPrivate: parts.allowPrivate,
        fetch: !row.dryRun,
      });
      const actor = row.createdById && row.createdBy ? { id: row.createdById, username: row.createdBy } : null;
      try {
        await runImport(
          row.id,
          row.dryRun,
          {
            db: parts.db,
            writes: parts.writesAs({ actor, ip: null }),
            library: parts.library,
            drafts: parts.drafts,
            redirects: parts.redirects,
            feed: parts.feed,
            exportFile,
            pictureFiles,
            now,
            timeZone: parts.timeZone,
            save: (state) => saveReport(parts.db, row.id, row.attempts, state, now()),
            holds: (tx) => holdsImport(tx, row.id, row.attempts),
            onError: parts.onError,
          },
          report,
        );
      } finally {
        pictureFiles.close();
      }
      await finish("done");
    } catch (error) {
      if (error instanceof RunStopped) {
        if (error.why === "cancelled") await finish("cancelled");
        else ended = false;
      } else if (error instanceof WxrRefused) {
        await finish("failed", importMessages.notAnExport(error.what, error.line));
      } else {
        parts.onError(error);
        await finish("failed", importMessages.stopped);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    if (ended) await this.#removeFiles(row);
  }

  async #copy(key: string, file: string): Promise<string> {
    await pipeline(this.parts.files.read(key), createWriteStream(file));
    return file;
  }

  async #removeFiles(row: ImportRow): Promise<void> {
    try {
      await this.parts.files.remove(row.fileKey);
      if (row.uploadsKey) await this.parts.files.remove(row.uploadsKey);
    } catch (error) {
      this.parts.onError(error);
    }
  }
}
