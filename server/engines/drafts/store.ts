import { and, eq, exists, isNotNull, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ContentKind } from "../../../domain/content-kinds.ts";
import {
  type Draft,
  draftMessages,
  type Publication,
  type PublicationState,
  type PublicationStatus,
  type RecordPublication,
  type Schedule,
} from "../../../domain/drafts.ts";
import type { Db } from "../../db/client.ts";
import { contentDrafts, contentPreviewLinks } from "../../db/schema/content.ts";
import { Conflict } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";

type DraftRow = typeof contentDrafts.$inferSelect;

export const ofRecord = (kind: ContentKind, recordId: string) =>
  and(eq(contentDrafts.kind, kind), eq(contentDrafts.recordId, recordId));

export const draftOf = (row: DraftRow | undefined): Draft | null =>
  row?.fields
    ? {
        recordId: row.recordId,
        fields: row.fields,
        version: row.version,
        savedAt: toIso(row.savedAt),
        savedBy: row.savedBy,
      }
    : null;

const scheduleOf = (row: DraftRow | undefined, timeZone: string): Schedule | null =>
  row && (row.publishAt || row.unpublishAt)
    ? {
        publishAt: row.publishAt ? toIso(row.publishAt) : null,
        unpublishAt: row.unpublishAt ? toIso(row.unpublishAt) : null,
        by: row.scheduledBy,
        timeZone,
      }
    : null;

/** A record's badge: scheduled while a publish at a time is pending, a draft-only record's draft, else published. */
const badgeOf = (row: DraftRow | undefined): RecordPublication => ({
  status: row?.publishAt ? "scheduled" : row?.draftOnly ? "draft" : "published",
  hasDraft: row?.fields !== null && row?.fields !== undefined,
});

/** What the back office shows of a record's publication (its badge comes from here). */
export function publicationOf(recordId: string, row: DraftRow | undefined, timeZone: string): Publication {
  return {
    recordId,
    ...badgeOf(row),
    draftOnly: row?.draftOnly === true,
    draft: draftOf(row),
    schedule: scheduleOf(row, timeZone),
    discarded: row?.discarded ?? null,
    timeZone,
  };
}

/** A list's publication filter as SQL over the record's id column, agreeing with `publicationOf`. */
export function publicationIs(db: Db, kind: ContentKind, recordId: PgColumn, state: PublicationState): SQL {
  const rowsWhere = (condition: SQL | undefined) =>
    exists(
      db
        .select({ id: contentDrafts.id })
        .from(contentDrafts)
        // The draft names its record as text (a site part has a word, not a uuid: ADR 0123).
        .where(and(eq(contentDrafts.kind, kind), sql`${contentDrafts.recordId} = ${recordId}::text`, condition)),
    );
  // A draft-only record has no row in the record's table: the lists show those from the drafts call.
  if (state === "draft") return sql`false`;
  const scheduled = rowsWhere(isNotNull(contentDrafts.publishAt));
  const drafted = rowsWhere(isNotNull(contentDrafts.fields));
  if (state === "scheduled") return scheduled;
  if (state === "changed") return and(drafted, not(scheduled)) ?? drafted;
  return and(not(drafted), not(scheduled)) ?? not(drafted);
}

/**
 * A record's badge as two columns of the read that lists it (ADR 0122, 2026-11-25 night): each an
 * EXISTS on `content_drafts`' unique (kind, record_id) key, so a page probes the index once per row
 * it answers, whatever the table's size. Agrees with `publicationOf` for a record that exists.
 */
export function publicationColumns(db: Db, kind: ContentKind, recordId: PgColumn) {
  const rowsWhere = (condition: SQL) =>
    exists(
      db
        .select({ id: contentDrafts.id })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.kind, kind), sql`${contentDrafts.recordId} = ${recordId}::text`, condition)),
    );
  return {
    status: sql<
      Extract<PublicationStatus, "published" | "scheduled">
    >`case when ${rowsWhere(isNotNull(contentDrafts.publishAt))} then 'scheduled' else 'published' end`,
    hasDraft: sql<boolean>`${rowsWhere(isNotNull(contentDrafts.fields))}`.mapWith(Boolean),
  };
}

/**
 * A record as the signed-in reads answer it: its public shape from `toDto`, and the badge
 * `publicationColumns` read beside it.
 */
export const withBadge =
  <Row, Dto>(toDto: (row: Row) => Dto) =>
  (row: Row & RecordPublication): Dto & RecordPublication => ({
    ...toDto(row),
    status: row.status,
    hasDraft: row.hasDraft,
  });

/** The badge of one record by its key (a site part, whose editor read is not one query). */
export async function readRecordPublication(db: Db, kind: ContentKind, recordId: string): Promise<RecordPublication> {
  return badgeOf(await readDraftRow(db, kind, recordId));
}

export async function readDraftRow(db: Db, kind: ContentKind, recordId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(contentDrafts).where(ofRecord(kind, recordId));
  return row;
}

/** Every record of a kind with a draft or a schedule. */
export const draftRowsOf = (db: Db, kind: ContentKind) =>
  db
    .select()
    .from(contentDrafts)
    .where(
      and(
        eq(contentDrafts.kind, kind),
        or(isNotNull(contentDrafts.fields), isNotNull(contentDrafts.publishAt), isNotNull(contentDrafts.unpublishAt)),
      ),
    );

/**
 * A record saved as a draft on create: its id reserved, the sent fields as its draft, the files its
 * create was given (stored already) kept with it. Run in the transaction that claims those files.
 */
export async function saveDraftOnly(
  db: Db,
  entry: {
    kind: ContentKind;
    recordId: string;
    fields: Record<string, unknown>;
    images: string[];
    by: string | null;
    at: Date;
  },
): Promise<DraftRow> {
  const [row] = await db
    .insert(contentDrafts)
    .values({
      kind: entry.kind,
      recordId: entry.recordId,
      fields: entry.fields,
      images: entry.images,
      draftOnly: true,
      savedBy: entry.by,
      savedAt: entry.at,
    })
    .returning();
  return row;
}

/**
 * In the transaction that creates a draft-only record: its draft row goes (the record now exists),
 * only if the draft is still the version being published; a second publish, or one of an older
 * version, waits on the row's lock and is then refused.
 */
export async function settleDraftOnly(db: Db, kind: ContentKind, recordId: string, version: number): Promise<void> {
  const gone = await db
    .delete(contentDrafts)
    .where(and(ofRecord(kind, recordId), eq(contentDrafts.draftOnly, true), eq(contentDrafts.version, version)))
    .returning({ id: contentDrafts.id });
  if (gone.length === 0) throw new Conflict(draftMessages.newerDraft);
}

/** Drops a row that holds neither a draft nor a schedule any more. */
const dropEmpty = (db: Db, kind: ContentKind, recordId: string) =>
  db
    .delete(contentDrafts)
    .where(
      and(
        ofRecord(kind, recordId),
        isNull(contentDrafts.fields),
        isNull(contentDrafts.publishAt),
        isNull(contentDrafts.unpublishAt),
        isNull(contentDrafts.discarded),
      ),
    );

/**
 * A record gone for good (deleted forever from the trash, or purged) takes its draft and preview
 * links with it; the pictures its draft named are answered, to release (ADR 0125).
 */
export async function forgetDrafts(db: Db, kind: ContentKind, recordId: string): Promise<string[]> {
  const gone = await db
    .delete(contentDrafts)
    .where(ofRecord(kind, recordId))
    .returning({ images: contentDrafts.images, discarded: contentDrafts.discardedImages });
  await db
    .delete(contentPreviewLinks)
    .where(and(eq(contentPreviewLinks.kind, kind), eq(contentPreviewLinks.recordId, recordId)));
  return gone.flatMap((row) => [...row.images, ...row.discarded]);
}

/**
 * In the publishing update's transaction (`UnitOfWork.alongside`): the draft it published goes,
 * unless it was saved again meanwhile (then the newer draft stays, still unpublished).
 */
export async function clearPublished(db: Db, kind: ContentKind, recordId: string, version: number): Promise<void> {
  await db
    .update(contentDrafts)
    // The record now names the pictures the draft did (ADR 0125): the row keeps none of them.
    .set({ fields: null, publishAt: null, images: [] })
    .where(and(ofRecord(kind, recordId), eq(contentDrafts.version, version)));
  await dropEmpty(db, kind, recordId);
}

/** Sets when the record is published and/or unpublished, and by whom (kept for the audit entry). */
export async function setSchedule(
  db: Db,
  entry: {
    kind: ContentKind;
    recordId: string;
    publishAt: Date | null;
    unpublishAt: Date | null;
    by: { id: string; username: string } | null;
  },
): Promise<DraftRow> {
  const values = {
    publishAt: entry.publishAt,
    unpublishAt: entry.unpublishAt,
    scheduledById: entry.by?.id ?? null,
    scheduledBy: entry.by?.username ?? null,
  };
  const [row] = await db
    .insert(contentDrafts)
    .values({ kind: entry.kind, recordId: entry.recordId, fields: null, version: 0, ...values })
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.recordId], set: values })
    .returning();
  return row;
}

export async function clearSchedule(db: Db, kind: ContentKind, recordId: string): Promise<boolean> {
  const gone = await db
    .update(contentDrafts)
    .set({ publishAt: null, unpublishAt: null, scheduledById: null, scheduledBy: null })
    .where(and(ofRecord(kind, recordId), or(isNotNull(contentDrafts.publishAt), isNotNull(contentDrafts.unpublishAt))))
    .returning({ id: contentDrafts.id });
  await dropEmpty(db, kind, recordId);
  return gone.length > 0;
}
