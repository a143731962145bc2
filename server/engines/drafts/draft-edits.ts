import { and, eq, isNotNull } from "drizzle-orm";
import type { ContentKind } from "../../../domain/content-kinds.ts";
import { type Draft, draftMessages } from "../../../domain/drafts.ts";
import { revisionMessages, UNKNOWN_EDITOR } from "../../../domain/revisions.ts";
import type { Db } from "../../db/client.ts";
import { contentDrafts, contentPreviewLinks } from "../../db/schema/content.ts";
import { Conflict, NotFound, StaleVersion } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { draftOf, ofRecord, readDraftRow } from "./store.ts";

/**
 * The row work of an editor's draft calls — save, discard, bring back (ADR 0122, 0125, 0151) — each
 * in the transaction of the unit of work that audits it (`draft-writes.ts`, ADR 0152).
 */

type DraftRow = typeof contentDrafts.$inferSelect;

/** The 409 of a draft saved from an older draft version: who saved it last and when, and the draft now. */
const staleDraft = (row: DraftRow) =>
  new StaleVersion(
    revisionMessages.stale(row.savedBy ?? UNKNOWN_EDITOR, toIso(row.savedAt)),
    draftOf(row) ?? { recordId: row.recordId, version: row.version },
  );

/**
 * A save's pictures (ADR 0125), decided on the draft row as locked: the fields naming them and every
 * file the draft names after it (null: the draft's stay). Its new files are the unit of work's
 * uploads, claimed in the same transaction.
 */
export type DraftPictureStep = (row: { fields: Record<string, unknown> | null; images: string[] } | undefined) => {
  fields: Record<string, unknown>;
  images: string[];
} | null;

/**
 * Saves the fields over the draft's (a new draft starts from none: its version counts as 0), in the
 * unit of work's transaction `tx`. With `expected`, a draft saved meanwhile by another tab is refused
 * (409) instead of overwritten. With `pictures`, the files the draft names are kept in its row;
 * `released` are those it named before and no longer does (released once committed).
 */
export async function saveDraft(
  tx: Db,
  entry: {
    kind: ContentKind;
    recordId: string;
    fields: Record<string, unknown>;
    expected?: number;
    by: string | null;
    at: Date;
    pictures?: DraftPictureStep;
  },
): Promise<{ draft: Draft; released: string[] }> {
  const [row] = await tx.select().from(contentDrafts).where(ofRecord(entry.kind, entry.recordId)).for("update");
  const current = row?.fields ? row.version : 0;
  if (row && entry.expected !== undefined && entry.expected !== current) throw staleDraft(row);
  // A row kept only for a schedule holds no draft, so no pictures either.
  const named = entry.pictures?.(row?.fields ? row : undefined) ?? null;
  const fields = { ...entry.fields, ...named?.fields };
  const images = named ? [...new Set(named.images)] : undefined;
  const released = images ? (row?.images ?? []).filter((url) => !images.includes(url)) : [];
  const saved = row ? await saveOver(tx, row, fields, images, entry) : await saveFirst(tx, fields, images, entry);
  const draft = draftOf(saved);
  if (!draft) throw new Error("a saved draft has fields");
  return { draft, released };
}

type Saving = { kind: ContentKind; recordId: string; expected?: number; by: string | null; at: Date };

/** A record's first draft (no row yet): another tab's that started in the same instant stands. */
async function saveFirst(
  tx: Db,
  fields: Record<string, unknown>,
  images: string[] | undefined,
  entry: Saving,
): Promise<DraftRow> {
  if (entry.expected !== undefined && entry.expected !== 0) throw staleDraft({ ...emptyRow(entry), version: 0 });
  const [inserted] = await tx
    .insert(contentDrafts)
    .values({
      kind: entry.kind,
      recordId: entry.recordId,
      fields,
      ...(images ? { images } : {}),
      savedBy: entry.by,
      savedAt: entry.at,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) throw staleDraft((await readDraftRow(tx, entry.kind, entry.recordId)) ?? emptyRow(entry));
  return inserted;
}

/** The locked draft row with `changes`, a version on, saved by `by` (a username) at `at`. */
async function versionOn(
  tx: Db,
  row: DraftRow,
  changes: Partial<typeof contentDrafts.$inferInsert>,
  saved: { by: string | null; at: Date },
): Promise<DraftRow> {
  const [updated] = await tx
    .update(contentDrafts)
    .set({ ...changes, version: row.version + 1, savedBy: saved.by, savedAt: saved.at })
    .where(eq(contentDrafts.id, row.id))
    .returning();
  return updated;
}

/** The fields over the locked row's draft, a version on. */
const saveOver = (
  tx: Db,
  row: DraftRow,
  fields: Record<string, unknown>,
  images: string[] | undefined,
  entry: Saving,
) => versionOn(tx, row, { fields: { ...(row.fields ?? {}), ...fields }, ...(images ? { images } : {}) }, entry);

const emptyRow = (entry: { kind: ContentKind; recordId: string; at: Date }): DraftRow => ({
  id: "",
  discarded: null,
  discardedImages: [],
  kind: entry.kind,
  recordId: entry.recordId,
  fields: null,
  version: 0,
  savedAt: entry.at,
  savedBy: null,
  publishAt: null,
  unpublishAt: null,
  scheduledById: null,
  scheduledBy: null,
  claimedUntil: null,
  draftOnly: false,
  images: [],
});

/**
 * Discards a draft-only record, in the unit of work's transaction: its row and preview links go;
 * the files it kept are answered, to release once committed (null: there was no such draft).
 */
export async function discardDraftOnly(db: Db, kind: ContentKind, recordId: string): Promise<string[] | null> {
  const gone = await db
    .delete(contentDrafts)
    .where(and(ofRecord(kind, recordId), eq(contentDrafts.draftOnly, true)))
    .returning({ images: contentDrafts.images, discarded: contentDrafts.discardedImages });
  if (gone.length === 0) return null;
  await db
    .delete(contentPreviewLinks)
    .where(and(eq(contentPreviewLinks.kind, kind), eq(contentPreviewLinks.recordId, recordId)));
  return gone[0].images;
}

/**
 * Drops the draft (its schedule to publish goes with it) and keeps it, with the files it named, as
 * the record's last discarded draft, which can be brought back (ADR 0151), in the unit of work's
 * transaction. Null if there was no draft, else the files of the discarded draft it replaces, to
 * release once committed.
 */
export async function discardDraft(
  tx: Db,
  kind: ContentKind,
  recordId: string,
  by: { username: string | null; at: Date },
): Promise<string[] | null> {
  const [row] = await tx
    .select()
    .from(contentDrafts)
    .where(and(ofRecord(kind, recordId), isNotNull(contentDrafts.fields)))
    .for("update");
  if (!row?.fields) return null;
  const discarded = {
    fields: row.fields,
    savedAt: toIso(row.savedAt),
    savedBy: row.savedBy,
    discardedAt: toIso(by.at),
    discardedBy: by.username,
  };
  await tx
    .update(contentDrafts)
    .set({ fields: null, publishAt: null, images: [], discarded, discardedImages: row.images })
    .where(ofRecord(kind, recordId));
  return row.discardedImages;
}

/**
 * Brings the last discarded draft back as the record's draft, a version on, saved by `by` now
 * (ADR 0151): 404 when there is none, 409 while the record has a draft of its own.
 */
export async function restoreDiscardedDraft(
  tx: Db,
  kind: ContentKind,
  recordId: string,
  by: { username: string | null; at: Date },
): Promise<DraftRow> {
  const [row] = await tx.select().from(contentDrafts).where(ofRecord(kind, recordId)).for("update");
  if (!row?.discarded) throw new NotFound(draftMessages.noDiscarded);
  if (row.fields) throw new Conflict(draftMessages.draftInTheWay);
  const restored = { fields: row.discarded.fields, images: row.discardedImages, discarded: null, discardedImages: [] };
  return versionOn(tx, row, restored, { by: by.username, at: by.at });
}
