import { and, eq, ne, sql } from "drizzle-orm";
import {
  blockingUses,
  type MediaUpdate,
  type MediaUploadFields,
  mediaChangeKeys,
  mediaMessages,
} from "../../../domain/media.ts";
import { revisionMessages, UNKNOWN_EDITOR } from "../../../domain/revisions.ts";
import type { ShownKind } from "../../cache/content-kinds.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { contentDrafts, media } from "../../db/schema/content.ts";
import type { AuditEvent } from "../../engines/audit-trail/record.ts";
import type { KindStorage } from "../../engines/content-writes/kind-storage.ts";
import { names, replaced } from "../../engines/content-writes/pictures.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { nothingToLock } from "../../engines/content-writes/unit-of-work.ts";
import { nextVersion } from "../../engines/content-writes/versions.ts";
import {
  lockMedia,
  type MediaRow,
  type MediaWithUses,
  mediaWithUses,
  toMediaDto,
} from "../../engines/media-uses/queries.ts";
import { usesOf } from "../../engines/media-uses/uses.ts";
import { Conflict, InUse, NotFound, StaleVersion } from "../../errors/domain-errors.ts";
import { sizeOf } from "../../images/library-items.ts";
import type { NewUpload } from "../../images/public-images.ts";

/** The library's view of the content: every kind, and those whose rows show pictures. */
export type Library = { kinds: readonly KindStorage[] };

const picturesKinds = (library: Library) => library.kinds.filter((kind) => kind.pictures);
/** What a replace may change: every page showing a kind with pictures. */
const shownBy = (library: Library): ShownKind[] => [...picturesKinds(library).map((kind) => kind.kind), "media"];

/** The item as it now is in the transaction, with its number of uses. */
async function withUses(tx: Db, library: Library, row: MediaRow): Promise<MediaWithUses> {
  const found = await mediaWithUses(tx, library.kinds, row.id);
  if (!found) throw new NotFound(mediaMessages.notFound);
  return found;
}

async function lockLive(tx: Db, id: string): Promise<MediaRow> {
  const row = await lockMedia(tx, id);
  if (!row || row.deletedAt) throw new NotFound(mediaMessages.notFound);
  return row;
}

const actorOf = (writes: StaffWrites) => writes.audit.staff.actor?.username ?? null;

const described = (row: Pick<MediaRow, "name" | "url">) => row.name || row.url;

/**
 * An upload into the library (`POST /media`): stored through the image pipeline before the
 * transaction, entered by the unit of work's claim with who sent it, then described.
 */
export const uploadMedia = (writes: StaffWrites, library: Library, upload: NewUpload, fields: MediaUploadFields) =>
  enterUpload(writes, upload, fields, async (tx, row) => toMediaDto(await withUses(tx, library, row)));

/**
 * The same upload answered by its row, without counting its uses: a WordPress import stores
 * thousands in a row and reads none of them back, and counting the uses of each read every
 * record's words (ADR 0256).
 */
export const uploadMediaRow = (writes: StaffWrites, upload: NewUpload, fields: MediaUploadFields) =>
  enterUpload(writes, upload, fields, async (_tx, row) => row);

/**
 * The upload's unit of work, answered by `answer`. The item is entered at the claim, after the
 * change: it is entered now so it can be described.
 */
function enterUpload<Answer>(
  writes: StaffWrites,
  upload: NewUpload,
  fields: MediaUploadFields,
  answer: (tx: Db, row: MediaRow) => Promise<Answer>,
) {
  return writes.content.run({
    kinds: [],
    uploaded: [upload],
    lock: nothingToLock,
    apply: async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          url: upload.url,
          name: upload.name ?? "",
          ...sizeOf(upload.image),
          createdBy: actorOf(writes),
          ...fields,
        })
        .onConflictDoUpdate({ target: media.url, set: { deletedAt: null, updatedAt: new Date() } })
        .returning();
      return { result: await answer(tx, row), audit: uploadedAudit(row) };
    },
  });
}

const uploadedAudit = (row: MediaRow): AuditEvent => ({
  action: "create",
  entity: "media",
  entityId: row.id,
  summary: `Uploaded ${described(row)}`,
});

/**
 * Alt text, caption, credit, focal point or decorative (`PATCH /media/:id`), guarded by version;
 * the pages showing pictures are dropped on every instance, as they show these words.
 */
export async function updateMedia(
  writes: StaffWrites,
  library: Library,
  id: string,
  change: MediaUpdate,
  expectedVersion: number | undefined,
) {
  return writes.content.run({
    kinds: ["media"],
    lock: (tx) => lockLive(tx, id),
    apply: async (tx, row) => {
      if (expectedVersion !== undefined && expectedVersion !== row.version) {
        const current = toMediaDto(await withUses(tx, library, row));
        throw new StaleVersion(revisionMessages.stale(row.updatedBy ?? UNKNOWN_EDITOR, current.updatedAt), current);
      }
      const [updated] = await tx
        .update(media)
        .set({ ...change, version: row.version + 1, updatedAt: new Date(), updatedBy: actorOf(writes) })
        .where(eq(media.id, id))
        .returning();
      const changed = mediaChangeKeys.filter((key) => change[key] !== undefined);
      return changedItem(tx, library, updated, {
        summary: `Described ${described(row)}`,
        before: Object.fromEntries(changed.map((key) => [key, row[key]])),
        after: change,
      });
    },
  });
}

/** A changed item's answer, its uses counted, and its audit entry. */
async function changedItem(
  tx: Db,
  library: Library,
  updated: MediaRow,
  change: Pick<AuditEvent, "summary" | "before" | "after">,
) {
  const audit: AuditEvent = { action: "update", entity: "media", entityId: updated.id, ...change };
  return { result: toMediaDto(await withUses(tx, library, updated)), audit };
}

/**
 * A new file for an item (`POST /media/:id/replace`): the item keeps its id and words, and every
 * record, draft and Site setting showing it shows the new file from this change on, in one audited
 * transaction; each changed record gets its next version (an editor open on it is told). Earlier
 * versions keep naming the old file, which stays stored while they do.
 */
export async function replaceMedia(writes: StaffWrites, library: Library, id: string, upload: NewUpload) {
  const kinds = picturesKinds(library);
  return writes.content.run({
    kinds: shownBy(library),
    uploaded: [upload],
    lock: (tx) => lockLive(tx, id),
    apply: async (tx, row) => {
      const from = row.url;
      const to = upload.url;
      const [other] = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.url, to), ne(media.id, id)));
      if (other) throw new Conflict(mediaMessages.alreadyInLibrary);
      let switched = 0;
      if (from !== to) {
        for (const kind of kinds) {
          for (const column of kind.pictures?.columns ?? []) {
            const result = await tx.execute(
              sql`update ${kind.table} set ${sql.identifier(column.column.name)} = ${replaced(column, from, to)}
                  where ${names(column, from)} returning ${kind.key}::text as id`,
            );
            for (const { id: record } of rowsOf<{ id: string }>(result)) {
              await nextVersion(tx, kind, record);
              switched += 1;
            }
          }
        }
        await tx.execute(
          sql`update ${contentDrafts} set images = array_replace(${contentDrafts.images}, ${from}, ${to}),
              fields = replace(${contentDrafts.fields}::text, ${from}, ${to})::jsonb
              where ${from} = any(${contentDrafts.images})`,
        );
      }
      const [updated] = await tx
        .update(media)
        .set({
          url: to,
          ...sizeOf(upload.image),
          name: upload.name || row.name,
          version: row.version + 1,
          updatedAt: new Date(),
          updatedBy: actorOf(writes),
        })
        .where(eq(media.id, id))
        .returning();
      const answer = await changedItem(tx, library, updated, {
        summary: `Replaced ${described(row)}: ${switched} ${switched === 1 ? "use" : "uses"} switched to the new file`,
        before: { url: from },
        after: { url: to },
      });
      return { ...answer, released: [from] };
    },
  });
}

/**
 * Moves an item to the library's trash (`DELETE /media/:id`), refused with its uses while a record,
 * draft, trashed record or Site setting names it; earlier versions never stop it (they keep their file).
 */
export async function deleteMedia(writes: StaffWrites, library: Library, id: string) {
  return writes.change(async (tx) => {
    const row = await lockLive(tx, id);
    const refusing = blockingUses(await usesOf(tx, library.kinds, row.url));
    if (refusing.length > 0) throw new InUse(mediaMessages.inUse, refusing);
    await tx
      .update(media)
      .set({ deletedAt: new Date(), updatedBy: actorOf(writes) })
      .where(eq(media.id, id));
    await writes.audit.record(tx, {
      action: "delete",
      entity: "media",
      entityId: id,
      summary: `Deleted ${described(row)}`,
    });
  });
}

/** Brings an item back from the library's trash. */
export async function restoreMedia(writes: StaffWrites, library: Library, id: string) {
  return writes.change(async (tx) => {
    const row = await lockMedia(tx, id);
    if (!row?.deletedAt) throw new NotFound(mediaMessages.notFound);
    const [restored] = await tx
      .update(media)
      .set({ deletedAt: null, updatedBy: actorOf(writes) })
      .where(eq(media.id, id))
      .returning();
    await writes.audit.record(tx, {
      action: "restore",
      entity: "media",
      entityId: id,
      summary: `Restored ${described(row)}`,
    });
    return toMediaDto(await withUses(tx, library, restored));
  });
}
