import { desc, eq, sql } from "drizzle-orm";
import { type BackupSummary, type BackupTrigger, backupFileName } from "../../../domain/backups.ts";
import type { Db } from "../../db/client.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { Storages } from "../../storage/open-storage.ts";
import { makeArchive } from "./make-archive.ts";
import { backups } from "./schema.ts";

type BackupRow = typeof backups.$inferSelect;

type ClaimOptions = {
  slot?: Date;
  createdBy?: string;
  change?: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  record?: (tx: Db, backup: BackupSummary) => Promise<void>;
};

export const summaryOf = (row: BackupRow): BackupSummary => ({
  id: row.id,
  name: row.name,
  trigger: row.trigger,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  sizeBytes: row.sizeBytes,
  tableRows: row.tableRows,
  fileCount: row.fileCount,
  encrypted: row.encrypted,
});

export type BackupServiceOptions = {
  db: Db;
  /** What is backed up: the public images and the private files (resumes). */
  files: Pick<Storages, "public" | "private">;
  /** Where archives are kept: DATA_DIR/backups or the bucket's backups/ prefix. */
  store: FileStorage;
  encryptionKey: Buffer | undefined;
  /** How many completed archives are kept; older ones are removed after each new one. */
  keep: number;
  now?: () => Date;
  /**
   * Told about each completed backup inside the transaction that records it as completed, so what
   * it writes (a `backup.completed` webhook in the outbox) commits with it or not at all.
   */
  onCompleted?: (backup: BackupSummary, tx: Db) => Promise<void>;
};

/** Makes, lists, reads and prunes the site's backups. */
export class BackupService {
  private readonly listeners: NonNullable<BackupServiceOptions["onCompleted"]>[] = [];

  constructor(private readonly options: BackupServiceOptions) {
    if (options.onCompleted) this.listeners.push(options.onCompleted);
  }

  /** Another module (webhooks) hears about completed backups without this one knowing it. */
  onCompleted(listener: NonNullable<BackupServiceOptions["onCompleted"]>) {
    this.listeners.push(listener);
  }

  /** Whether archives are sealed with BACKUP_ENCRYPTION_KEY: the screen says so. */
  get encrypts(): boolean {
    return this.options.encryptionKey !== undefined;
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  /**
   * Makes one backup. A scheduled run names its `slot`: the first instance to claim the slot makes
   * it and the others get null, so a schedule runs once however many instances share the database.
   */
  async create(trigger: BackupTrigger, options: ClaimOptions = {}): Promise<BackupSummary | null> {
    const claimed = await this.claim(trigger, options);
    return claimed ? this.complete(claimed) : null;
  }

  /**
   * Records a backup as running (null when its slot or name is taken). A staff request passes its
   * write path as `change` and records its audit entry in `record`, in the same transaction.
   */
  async claim(trigger: BackupTrigger, options: ClaimOptions = {}): Promise<BackupSummary | null> {
    const { db, encryptionKey } = this.options;
    const startedAt = this.now();
    const change = options.change ?? ((work) => db.transaction(work));
    return change(async (tx) => {
      const [row] = await tx
        .insert(backups)
        .values({
          name: backupFileName(startedAt, encryptionKey !== undefined),
          trigger,
          slot: options.slot,
          startedAt,
          encrypted: encryptionKey !== undefined,
          createdBy: options.createdBy,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const summary = summaryOf(row);
      await options.record?.(tx, summary);
      return summary;
    });
  }

  /** The archives being written now: closing waits for them (`settled`). */
  readonly #writing = new Set<Promise<unknown>>();

  /** Resolves once every backup being written has ended, however it ended. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.#writing]);
  }

  /** Writes the archive of a claimed backup, records its figures, prunes, and tells the listeners. */
  complete(claimed: BackupSummary): Promise<BackupSummary> {
    const writing = this.#write(claimed);
    this.#writing.add(writing);
    const forget = () => this.#writing.delete(writing);
    writing.then(forget, forget);
    return writing;
  }

  async #write(claimed: BackupSummary): Promise<BackupSummary> {
    const { db, files, store, encryptionKey } = this.options;
    try {
      const { archive, manifest } = await makeArchive(db, files, encryptionKey, new Date(claimed.startedAt));
      await store.put(claimed.name, archive);
      const summary = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(backups)
          .set({
            status: "completed",
            completedAt: this.now(),
            sizeBytes: archive.length,
            tableRows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
            fileCount: manifest.files.length,
          })
          .where(eq(backups.id, claimed.id))
          .returning();
        if (!done) throw new Error(`the backup ${claimed.name} was removed while it was made`);
        const completed = summaryOf(done);
        for (const listener of this.listeners) await listener(completed, tx);
        return completed;
      });
      await this.prune();
      return summary;
    } catch (error) {
      await db.update(backups).set({ status: "failed", completedAt: this.now() }).where(eq(backups.id, claimed.id));
      throw error;
    }
  }

  async list(): Promise<BackupSummary[]> {
    const rows = await this.options.db.select().from(backups).orderBy(desc(backups.startedAt));
    return rows.map(summaryOf);
  }

  async find(id: string): Promise<BackupSummary | null> {
    const [row] = await this.options.db.select().from(backups).where(eq(backups.id, id));
    return row ? summaryOf(row) : null;
  }

  /** The stored archive of a completed backup. */
  read(backup: BackupSummary) {
    return this.options.store.read(backup.name);
  }

  /** Removes completed backups beyond the newest `keep`, file first, then its row. */
  async prune(): Promise<number> {
    const { db, store, keep } = this.options;
    const old = await db
      .select()
      .from(backups)
      .where(eq(backups.status, "completed"))
      .orderBy(desc(backups.startedAt))
      .offset(keep);
    for (const row of old) {
      await store.remove(row.name);
      await db.delete(backups).where(eq(backups.id, row.id));
    }
    return old.length;
  }
}

/** A row the schedule can claim: used by tests to see how many instances ran a slot. */
export const backupsForSlot = (db: Db, slot: Date) =>
  db.select().from(backups).where(sql`${backups.slot} = ${slot.toISOString()}::timestamptz`);
