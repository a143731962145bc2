import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type ImportDto, type ImportStatus, noImportCounts } from "../../../domain/wordpress-import.ts";
import type { Db } from "../../db/client.ts";
import { toIso } from "../../lib/iso-date.ts";
import type { ReportState } from "./import-report.ts";
import { wordpressImports } from "./schema.ts";

/**
 * The imports' rows (ADR 0241): made by the upload, claimed by one instance at a time, renewed while
 * it runs, and finished with their report. Every instance may look for work; the claim is one
 * statement under a lock, so two instances never run imports side by side (two runs of one site
 * would race for the same records).
 */
export type ImportRow = typeof wordpressImports.$inferSelect;

/** How long a claim holds without being renewed: past it, the process is taken for dead. */
export const IMPORT_CLAIM_MS = 2 * 60_000;
/** Runs begun before an import is marked failed rather than begun again (a file that kills the process). */
export const IMPORT_ATTEMPTS_MAX = 3;

export function toImportDto(row: ImportRow): ImportDto {
  return {
    _id: row.id,
    status: row.status,
    dryRun: row.dryRun,
    fileName: row.fileName,
    site: row.site,
    phase: row.phase,
    progress: row.progress,
    counts: { ...noImportCounts(), ...row.counts },
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    problems: row.problems,
    problemsTotal: row.problemsTotal,
    error: row.error,
    cancelRequested: row.cancelRequested,
    createdBy: row.createdBy,
    createdAt: toIso(row.createdAt),
    startedAt: row.startedAt ? toIso(row.startedAt) : null,
    finishedAt: row.finishedAt ? toIso(row.finishedAt) : null,
  };
}

export async function findImport(db: Db, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(wordpressImports).where(eq(wordpressImports.id, id));
  return row;
}

/** The newest imports first (the Import screen shows the last few). */
export function latestImports(db: Db, limit: number): Promise<ImportRow[]> {
  return db.select().from(wordpressImports).orderBy(desc(wordpressImports.createdAt)).limit(limit);
}

export type NewImport = {
  id: string;
  dryRun: boolean;
  fileName: string;
  fileKey: string;
  uploadsKey: string | null;
  uploadsFolder: string | null;
  createdById: string | null;
  createdBy: string | null;
};

export async function insertImport(tx: Db, entry: NewImport): Promise<ImportRow> {
  const [row] = await tx.insert(wordpressImports).values(entry).returning();
  return row;
}

/**
 * Claims the oldest import waiting, or one whose runner's claim lapsed, unless another is running
 * with a live claim. Serialised by a transaction-scoped advisory lock, so the check and the claim are
 * one step for every instance.
 */
export async function claimImport(db: Db, now: Date): Promise<ImportRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wordpress-import-claim'))`);
    const [running] = await tx
      .select({ id: wordpressImports.id })
      .from(wordpressImports)
      .where(and(eq(wordpressImports.status, "running"), sql`${wordpressImports.claimedUntil} > ${now}`))
      .limit(1);
    if (running) return undefined;
    const [next] = await tx
      .select()
      .from(wordpressImports)
      .where(
        or(
          eq(wordpressImports.status, "queued"),
          and(
            eq(wordpressImports.status, "running"),
            or(isNull(wordpressImports.claimedUntil), lt(wordpressImports.claimedUntil, now)),
          ),
        ),
      )
      .orderBy(wordpressImports.createdAt)
      .limit(1);
    if (!next) return undefined;
    const [claimed] = await tx
      .update(wordpressImports)
      .set({
        status: "running",
        attempts: next.attempts + 1,
        claimedUntil: new Date(now.getTime() + IMPORT_CLAIM_MS),
        startedAt: next.startedAt ?? now,
      })
      .where(eq(wordpressImports.id, next.id))
      .returning();
    return claimed;
  });
}

/**
 * Writes the report so far and renews the claim; answers whether a cancel was asked for, and false
 * when the import is no longer this runner's (finished or claimed by another after a lapse).
 */
export async function saveReport(
  db: Db,
  id: string,
  attempt: number,
  state: ReportState,
  now: Date,
): Promise<{ mine: boolean; cancel: boolean }> {
  const [row] = await db
    .update(wordpressImports)
    .set({ ...state, claimedUntil: new Date(now.getTime() + IMPORT_CLAIM_MS) })
    .where(
      and(eq(wordpressImports.id, id), eq(wordpressImports.status, "running"), eq(wordpressImports.attempts, attempt)),
    )
    .returning({ cancel: wordpressImports.cancelRequested });
  return row ? { mine: true, cancel: row.cancel } : { mine: false, cancel: false };
}

/**
 * In an item's transaction: whether the import is still this run's (running, at this attempt). The
 * row is locked to the end of the transaction, so a claim taken meanwhile waits for the item, and
 * the item is written by one run or none.
 */
export async function holdsImport(tx: Db, id: string, attempt: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: wordpressImports.id })
    .from(wordpressImports)
    .where(
      and(eq(wordpressImports.id, id), eq(wordpressImports.status, "running"), eq(wordpressImports.attempts, attempt)),
    )
    .for("share");
  return row !== undefined;
}

export async function finishImport(
  db: Db,
  id: string,
  attempt: number,
  outcome: { status: Exclude<ImportStatus, "queued" | "running">; error?: string; state: ReportState },
  now: Date,
): Promise<void> {
  await db
    .update(wordpressImports)
    .set({
      ...outcome.state,
      status: outcome.status,
      error: outcome.error ?? null,
      claimedUntil: null,
      finishedAt: now,
    })
    .where(and(eq(wordpressImports.id, id), eq(wordpressImports.attempts, attempt)));
}

/**
 * Asks a running import to stop after the item it is on (its runner reads the flag with each
 * report), or cancels a queued one at once. Answers the row as it now is; undefined when unknown.
 */
export async function requestCancel(db: Db, id: string, now: Date): Promise<ImportRow | undefined> {
  const [queued] = await db
    .update(wordpressImports)
    .set({ status: "cancelled", cancelRequested: true, finishedAt: now })
    .where(and(eq(wordpressImports.id, id), eq(wordpressImports.status, "queued")))
    .returning();
  if (queued) return queued;
  const [running] = await db
    .update(wordpressImports)
    .set({ cancelRequested: true })
    .where(and(eq(wordpressImports.id, id), eq(wordpressImports.status, "running")))
    .returning();
  return running ?? findImport(db, id);
}
