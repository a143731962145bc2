import { and, desc, eq, lt, sql } from "drizzle-orm";
import {
  type RevisionKind,
  type RevisionSummary,
  revisionMessages,
  UNKNOWN_EDITOR,
} from "../../../domain/revisions.ts";
import type { Db } from "../../db/client.ts";
import { contentRevisions } from "../../db/schema/content.ts";
import { StaleVersion } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { AuditEvent, StaffActor } from "../audit-trail/record.ts";

/** A content record as the API shows it: what a revision stores whole. */
export type VersionedRecord = { version: number; updatedAt: string } & Record<string, unknown>;

type RevisionRow = typeof contentRevisions.$inferSelect;

/** What a restore needs of a revision: the record as it was and the version it had. */
export type RevisionToRestore = { version: number; record: Record<string, unknown> };

/** Every picture URL a record names (an icon, a list of images, a logo): kept while the revision is. */
export function picturesOf(record: Record<string, unknown>): string[] {
  const urls = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string" && value.startsWith("/uploads/")) urls.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(record);
  return [...urls];
}

/** A restore is audited as an update whatever it changed back (its summary says it was a restore). */
export const auditedAsRestore = <W extends { audit: AuditEvent }>(written: W): W => ({
  ...written,
  audit: { ...written.audit, action: "update" },
});

/** Stores the record as it now is, with who changed it and why, in the change's transaction. */
export async function recordRevision(
  tx: Db,
  entry: { kind: RevisionKind; recordId: string; record: VersionedRecord; actor: StaffActor | null; summary: string },
): Promise<void> {
  await tx.insert(contentRevisions).values({
    kind: entry.kind,
    recordId: entry.recordId,
    version: entry.record.version,
    snapshot: entry.record,
    images: picturesOf(entry.record),
    actorId: entry.actor?.id ?? null,
    actorUsername: entry.actor?.username ?? null,
    summary: entry.summary,
  });
}

/**
 * The 409 of an update edited from an older version: names who saved the record last and when
 * (docs/api.md), with the record as it now is.
 */
export async function staleVersion(tx: Db, kind: RevisionKind, recordId: string, now: VersionedRecord) {
  const [last] = await tx
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
    .orderBy(desc(contentRevisions.version), desc(contentRevisions.at))
    .limit(1);
  // A record nobody saved since it was seeded has no revision: its own time stands for the change.
  const [username, at] =
    last && last.version === now.version
      ? [last.actorUsername ?? UNKNOWN_EDITOR, toIso(last.at)]
      : [UNKNOWN_EDITOR, now.updatedAt];
  return new StaleVersion(revisionMessages.stale(username, at), now);
}

const summaryOf = (row: RevisionRow): RevisionSummary => ({
  _id: row.id,
  version: row.version,
  at: toIso(row.at),
  actor: row.actorUsername ? { _id: row.actorId, username: row.actorUsername } : null,
  summary: row.summary,
});

/** Whether the record has any revision yet (one seeded or saved before revisions existed has none). */
export async function hasRevisions(tx: Db, kind: RevisionKind, recordId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
    .limit(1);
  return row !== undefined;
}

/** A record's revisions, newest first. */
/** A record is named by a UUID, or a site part by its word: anything else names nothing (a NUL would not reach the database). */
const isRecordId = (id: string) => isUuid(id) || /^[a-z]{1,32}$/.test(id);

export async function listRevisions(db: Db, kind: RevisionKind, recordId: string): Promise<RevisionSummary[]> {
  if (!isRecordId(recordId)) return [];
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
    .orderBy(desc(contentRevisions.version), desc(contentRevisions.at));
  return rows.map(summaryOf);
}

/** One revision of one record, with the whole record as it was; undefined for an unknown one. */
export async function readRevision(db: Db, kind: RevisionKind, recordId: string, revisionId: string) {
  if (!isUuid(revisionId) || !isRecordId(recordId)) return undefined;
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.recordId, recordId),
        eq(contentRevisions.id, revisionId),
      ),
    );
  return row ? { ...summaryOf(row), record: row.snapshot } : undefined;
}

/** A record deleted for good takes its history with it; the pictures only its revisions named go after. */
export async function forgetRevisions(tx: Db, kind: RevisionKind, recordId: string): Promise<string[]> {
  const gone = await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.recordId, recordId)))
    .returning({ images: contentRevisions.images });
  return gone.flatMap((row) => row.images);
}

/**
 * Removes revisions older than `keepDays` beyond the newest `keep` of each record (ADR 0102, 0118),
 * and answers how many went and the pictures they named, for the image store to remove what
 * nothing names any more.
 */
export async function pruneRevisions(
  db: Db,
  now: Date,
  keepDays: number,
  keep: number,
): Promise<{ removed: number; images: string[] }> {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const ranked = db.$with("ranked").as(
    db
      .select({
        id: contentRevisions.id,
        rank: sql<number>`row_number() over (partition by ${contentRevisions.kind}, ${contentRevisions.recordId} order by ${contentRevisions.version} desc, ${contentRevisions.at} desc)`.as(
          "rank",
        ),
      })
      .from(contentRevisions),
  );
  const gone = await db
    .with(ranked)
    .delete(contentRevisions)
    .where(
      and(
        lt(contentRevisions.at, cutoff),
        sql`${contentRevisions.id} in (select ${ranked.id} from ${ranked} where ${ranked.rank} > ${keep})`,
      ),
    )
    .returning({ images: contentRevisions.images });
  return { removed: gone.length, images: gone.flatMap((row) => row.images) };
}
