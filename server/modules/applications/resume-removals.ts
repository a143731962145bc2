import { asc, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { resumeRemovals } from "./schema.ts";

/**
 * How a resume leaves with its application (ADR 0084): the row is deleted and its file's key queued
 * in one transaction (`queue`); once that commits, the files are removed and their keys dequeued
 * (`remove`). A file that cannot be removed then (storage away, the process stopped) stays queued,
 * and the application retention pass tries again (`retry`). Until then it is unreachable: a resume
 * is only ever read through its application's row, which is gone.
 */
export class ResumeRemovals {
  constructor(
    private readonly db: Db,
    private readonly files: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Call in the transaction that deletes the rows naming `keys`. */
  async queue(tx: Db, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await tx
      .insert(resumeRemovals)
      .values(keys.map((key) => ({ key })))
      .onConflictDoNothing();
  }

  /**
   * Removes the files of committed deletes and dequeues each one removed; answers how many went.
   * Never throws: a file that cannot be removed is logged (its error's kind only) and left queued.
   */
  async remove(keys: readonly string[]): Promise<number> {
    const removed: string[] = [];
    for (const key of keys) {
      try {
        await this.files.remove(key);
        removed.push(key);
      } catch (err) {
        this.log.warn({ err }, "could not remove a deleted application's resume; it stays queued and is retried");
      }
    }
    if (removed.length > 0) {
      await this.db
        .delete(resumeRemovals)
        .where(inArray(resumeRemovals.key, removed))
        .catch((err: unknown) =>
          this.log.warn({ err }, "could not dequeue removed resumes; they are removed again later"),
        );
    }
    return removed.length;
  }

  /** Files still queued, oldest first: removed again, which is harmless when one is already gone. */
  async retry(limit = 500): Promise<number> {
    const queued = await this.db
      .select({ key: resumeRemovals.key })
      .from(resumeRemovals)
      .orderBy(asc(resumeRemovals.queuedAt))
      .limit(limit);
    return this.remove(queued.map((row) => row.key));
  }
}
