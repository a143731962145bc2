import { randomUUID } from "node:crypto";
import type { RequestAccess } from "../../../domain/access.ts";
import { draftMessages, type Publication } from "../../../domain/drafts.ts";
import { imageMessages } from "../../../domain/images.ts";
import type { Db } from "../../db/client.ts";
import type { contentDrafts } from "../../db/schema/content.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { assertImageTypes, uploadImages } from "../../images/image-uploads.ts";
import type { FromDraft, LibraryChoice, SaveAsDraft } from "../content-writes/from-draft.ts";
import { refuseTakenSlug } from "../content-writes/slugs.ts";
import { type StaffWrites, staffWritesOf } from "../content-writes/staff-writes.ts";
import type { DraftKind } from "./draft-kind.ts";
import { type DraftSubject, draftSubjectOf, draftWrite } from "./draft-writes.ts";
import { publicationOf, readDraftRow, saveDraftOnly, setSchedule, settleDraftOnly } from "./store.ts";

type DraftRow = typeof contentDrafts.$inferSelect;
type AdminRecord = NonNullable<Awaited<ReturnType<DraftKind["read"]>>>;

/**
 * What the draft calls act on: a record, or a record saved as a draft on create (ADR 0122), which
 * has no row of its own yet, only its draft row. 404 for neither; 403 without the right.
 */
export type DraftTarget = { record: AdminRecord; draftOnly: null } | { record: null; draftOnly: DraftRow };

/** The subject of a draft call on what `draftTargetOf` found: the record, or a draft-only record's draft. */
export const draftTargetSubject = (kind: DraftKind, id: string, target: DraftTarget): DraftSubject =>
  target.record
    ? draftSubjectOf(kind, id, target.record, false)
    : draftSubjectOf(kind, id, target.draftOnly.fields ?? {}, true);

export async function draftTargetOf(db: Db, kind: DraftKind, id: string, rights: RequestAccess): Promise<DraftTarget> {
  if (!kind.isId(id)) throw new NotFound(draftMessages.notFound);
  const record = await kind.read(db, id);
  if (record) {
    kind.authorize(rights, record);
    return { record, draftOnly: null };
  }
  const row = await readDraftRow(db, kind.kind, id);
  if (!row?.draftOnly || !kind.create) throw new NotFound(draftMessages.notFound);
  kind.create.authorize(rights, row.fields ?? {});
  return { record: null, draftOnly: row };
}

/** The create of a draft-only record: its reserved id, its kept files, its draft dropped in the same transaction. */
export const fromDraftOf = (kind: DraftKind, row: DraftRow): FromDraft => ({
  id: row.recordId,
  images: row.images,
  settle: (tx) => settleDraftOnly(tx, kind.kind, row.recordId, row.version),
});

/** The `draft: true` of `kind`'s create route (app.ts hands it over). */
export function saveAsDraftOf(kind: DraftKind, options: { now: () => number; timeZone: string }): SaveAsDraft {
  if (!kind.create) throw new Error(`${kind.kind} takes no draft on create`);
  return (request, sent) =>
    createDraftOnly(staffWritesOf(request), kind, {
      ...sent,
      access: request.access,
      by: request.admin?.username ?? request.apiKey?.username ?? null,
      at: new Date(options.now()),
      timeZone: options.timeZone,
    });
}

/**
 * `POST /{kind}/create` with `draft: true`: reserves the record's id and keeps the sent fields (any
 * of them, checked as a draft save is) as its draft; the create's files are stored now and kept with
 * it, so no release removes them, and no public page names them until the create runs. One unit of
 * work, audited as the new record's first draft save (ADR 0152): its files are claimed with the row,
 * or released if it is not stored.
 */
export async function createDraftOnly(
  writes: StaffWrites,
  kind: DraftKind,
  entry: {
    body: Record<string, unknown>;
    files: Buffer[];
    /** Library pictures named in place of files, kept with the draft as its files are. */
    chosen?: LibraryChoice;
    access: RequestAccess;
    by: string | null;
    at: Date;
    timeZone: string;
  },
): Promise<Publication> {
  const create = kind.create;
  if (!create) throw new Error(`${kind.kind} takes no draft on create`);
  const { draft: _draft, ...sent } = entry.body;
  assertImageTypes(entry.files, "create");
  const fields = parseForm(create.fields, sent);
  create.authorize(entry.access, fields);
  const chosen = entry.chosen ?? { ids: [], field: "" };
  const max = kind.pictures?.max ?? 0;
  if (entry.files.length + chosen.ids.length > max)
    throw InvalidInput.of(max === 1 ? imageMessages.oneFileOnly : imageMessages.limitReached, chosen.field);
  // Library pictures first, as the create lists them (readImageForm).
  const uploaded = [
    ...(await writes.images.choose(chosen.ids, chosen.field)),
    ...(await uploadImages(writes.images, entry.files, "create")),
  ];
  const urls = uploaded.map((u) => u.url);
  // A kept icon is named in the draft's `icon`, as a draft save names one (ADR 0125, 2026-11-26):
  // the form shows it, and can replace it.
  const icon = kind.pictures?.max === 1 && urls[0] !== undefined ? { [kind.pictures.field]: urls[0] } : {};
  const drafted = { ...fields, ...icon };
  const recordId = randomUUID();
  return draftWrite(writes, draftSubjectOf(kind, recordId, drafted, true), {
    action: "draftSave",
    at: entry.at,
    uploaded,
    apply: async (tx) => {
      // A taken slug is refused on the draft, not first at publish (issue 67).
      await refuseTakenSlug(tx, kind.slugs, fields.slug, undefined, undefined);
      const row = await saveDraftOnly(tx, {
        kind: kind.kind,
        recordId,
        fields: drafted,
        images: urls,
        by: entry.by,
        at: entry.at,
      });
      return { result: publicationOf(row.recordId, row, entry.timeZone) };
    },
  });
}

/**
 * A record saved as a draft on create by the server itself (a WordPress import's draft or scheduled
 * post, ADR 0241): its id given, its fields checked by the kind's create schema made partial, and a
 * time to publish it when it has one. One unit of work, audited as the new record's first draft save;
 * the schedule runs as any other (ADR 0122), on behalf of `by`.
 */
export async function saveDraftOnlyAs(
  writes: StaffWrites,
  kind: DraftKind,
  entry: {
    recordId: string;
    fields: Record<string, unknown>;
    by: { id: string; username: string } | null;
    at: Date;
    publishAt?: Date;
    timeZone: string;
  },
): Promise<Publication> {
  const create = kind.create;
  if (!create) throw new Error(`${kind.kind} takes no draft on create`);
  const fields = parseForm(create.fields, entry.fields);
  return draftWrite(writes, draftSubjectOf(kind, entry.recordId, fields, true), {
    action: "draftSave",
    at: entry.at,
    apply: async (tx) => {
      const saved = await saveDraftOnly(tx, {
        kind: kind.kind,
        recordId: entry.recordId,
        fields,
        images: [],
        by: entry.by?.username ?? null,
        at: entry.at,
      });
      const row = entry.publishAt
        ? await setSchedule(tx, {
            kind: kind.kind,
            recordId: entry.recordId,
            publishAt: entry.publishAt,
            unpublishAt: null,
            by: entry.by,
          })
        : saved;
      return { result: publicationOf(entry.recordId, row, entry.timeZone) };
    },
  });
}
