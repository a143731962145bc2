import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withoutOwnAlt } from "../../../domain/blocks.ts";
import {
  draftMessages,
  draftSchema,
  publicationSchema,
  scheduleInputSchema,
  scheduleInWords,
} from "../../../domain/drafts.ts";
import { genericMessages } from "../../../domain/errors.ts";
import { imageMessages, picturesNamedIn } from "../../../domain/images.ts";
import { mediaSchema } from "../../../domain/media.ts";
import { expectedVersionOf, revisionMessages } from "../../../domain/revisions.ts";
import { Conflict, InvalidInput, NotFound, UnsupportedType } from "../../errors/domain-errors.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import { expectedVersion, versionField } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import { readMultipartForm } from "../../http/multipart-form.ts";
import { picturesSent } from "../../images/image-form.ts";
import { assertImageTypes, imageFormSpec, uploadImages } from "../../images/image-uploads.ts";
import { refuseTakenSlug } from "../content-writes/slugs.ts";
import { staffWritesOf } from "../content-writes/staff-writes.ts";
import { selectMedia, toMediaDto } from "../media-uses/queries.ts";
import { discardDraft, discardDraftOnly, restoreDiscardedDraft, saveDraft } from "./draft-edits.ts";
import { draftTargetOf, draftTargetSubject } from "./draft-only.ts";
import { type DraftPictures, namePictures } from "./draft-pictures.ts";
import { draftSubjectOf, draftWrite } from "./draft-writes.ts";
import { publishDraft } from "./publish-draft.ts";
import { clearSchedule, draftRowsOf, publicationOf, readDraftRow, setSchedule } from "./store.ts";

// A call sent without a body (publish, schedule from a script) reads as null here, as does a
// multipart draft save (read by the handler, `draftBody`).
const anyBody = z.record(z.string(), z.unknown()).nullish();

/**
 * A draft save's body: JSON, or (a kind with pictures, ADR 0125) multipart with new pictures in the
 * update's file field and the update's text fields; a multipart save of a kind without any → 415.
 */
async function draftBody(
  request: FastifyRequest,
  pictures: DraftPictures | undefined,
): Promise<{ body: Record<string, unknown>; files: Buffer[]; chosen: { ids: string[]; field: string } }> {
  const json = request.body;
  const none = { ids: [], field: "" };
  if (!request.isMultipart())
    return { body: json && typeof json === "object" ? { ...json } : {}, files: [], chosen: none };
  if (!pictures) throw new UnsupportedType(genericMessages.unsupportedMediaType);
  const tooMany = pictures.max === 1 ? imageMessages.oneFileOnly : imageMessages.limitReached;
  const form = await readMultipartForm(request, imageFormSpec({ [pictures.file]: pictures.max }, tooMany));
  // New pictures are files, or library pictures by id (ADR 0181) as the update's form takes them.
  const { files, ids, idField, rest } = picturesSent(form, pictures.file, pictures.max);
  if (files.length + ids.length > pictures.max) throw InvalidInput.of(tooMany, pictures.file);
  // The picture field is the files here, not text naming pictures.
  const { [pictures.field]: _named, ...fields } = rest;
  return { body: fields, files, chosen: { ids, field: idField } };
}
const withData = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

/**
 * Drafts and schedules of every content kind (docs/api.md "Drafts, previews and schedules",
 * ADR 0122). A draft lives apart from its record, so nothing public reads it; publishing goes
 * through the kind's own update, one unit of work with its revision, audit entry and cache drop.
 */
export const draftRoutes: FastifyPluginAsyncZod<{ now: () => number; timeZone: string }> = async (app, options) => {
  const { now, timeZone } = options;
  /** Who acts on a draft, and when: the admin's or API key's name, by the app's clock. */
  const byNow = (request: FastifyRequest) => ({
    username: request.admin?.username ?? request.apiKey?.username ?? null,
    at: new Date(now()),
  });
  for (const kind of app.contentKinds.drafts) {
    const tags = ["drafts"];
    const { path } = kind;

    /** The record (or draft-only record), once the caller may touch its drafts (404 for an unknown one). */
    const recordFor = (id: string, rights: Parameters<typeof kind.authorize>[0]) =>
      draftTargetOf(app.db, kind, id, rights);

    app.get(
      `/${path}/drafts`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `Every ${kind.kind} with a draft or a schedule (the list screens' badges)`,
          response: { 200: successWith("data", z.array(publicationSchema)), ...errorAnswers(401, 403) },
        },
      },
      async () => {
        const rows = await draftRowsOf(app.db, kind.kind);
        return { success: true as const, data: rows.map((row) => publicationOf(row.recordId, row, timeZone)) };
      },
    );

    app.get(
      `/${path}/:id/draft`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `A ${kind.kind}'s publication: its status, its draft and its schedule`,
          params: idParams,
          response: { 200: successWith("data", publicationSchema), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        await recordFor(id, request.access);
        const row = await readDraftRow(app.db, kind.kind, id);
        return { success: true as const, data: publicationOf(id, row, timeZone) };
      },
    );

    app.post(
      `/${path}/:id/draft`,
      {
        config: { access: kind.rule },
        ...(kind.bodyLimit ? { bodyLimit: kind.bodyLimit } : {}),
        schema: {
          tags,
          summary: `Save a ${kind.kind}'s draft (autosave): the update's fields, JSON${kind.pictures ? " or multipart with new pictures" : ""}`,
          description:
            "Any of the update's fields; they are saved over the draft's. `version` (or `If-Match`) names the " +
            "draft version edited from, 0 for none yet: a stale one answers 409 naming who saved it and when." +
            (kind.pictures
              ? ` Pictures (ADR 0125): multipart/form-data with new files \`${kind.pictures.file}\` (PNG, JPEG or ` +
                `WebP, 3 MB, at most ${kind.pictures.max}) or library pictures by id in ` +
                `\`${kind.pictures.file}${kind.pictures.max === 1 ? "Id" : "Ids"}\` (ADR 0181), stored now and named by the draft's \`${kind.pictures.field}\`` +
                (kind.pictures.max === 1 ? " (replacing its picture)" : " (appended to its list)") +
                `; JSON \`${kind.pictures.field}\` names pictures the record or its draft already has ` +
                (kind.pictures.max === 1 ? "(a url)." : "(1–4 urls: kept, removed and in order).") +
                " Published with the draft; public reads keep the record's until then." +
                (kind.pictures.max === 1
                  ? " A draft-only record takes the file too: it replaces the one kept with it, its icon at publish."
                  : "")
              : ""),
          params: idParams,
          body: anyBody,
          response: { 200: withData(draftSchema), ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { record, draftOnly } = await recordFor(id, request.access);
        const { body, files, chosen } = await draftBody(request, kind.pictures);
        // 415 for a file that is no picture, before any other work (as the update answers it).
        assertImageTypes(files, "edit");
        const { version: _version, ...sent } = body;
        // A draft-only record's draft holds the create's fields (its limits), checked for the right again.
        const fields = parseForm(draftOnly && kind.create ? kind.create.fields : kind.fields(id), sent);
        if (draftOnly) kind.create?.authorize(request.access, { ...draftOnly.fields, ...fields });
        const pictures = kind.pictures;
        const sentPictures = request.isMultipart() || !pictures ? undefined : sent[pictures.field];
        // A draft-only category or service may be given its icon (ADR 0125, 2026-11-26): a new file
        // replaces the one kept with it. Naming pictures, and a draft-only item's images, stay refused.
        const iconOfDraftOnly = draftOnly !== null && pictures?.max === 1;
        const adding = files.length + chosen.ids.length > 0;
        if (draftOnly && (sentPictures !== undefined || (adding && !iconOfDraftOnly)))
          throw InvalidInput.of(draftMessages.picturesOfDraftOnly, pictures?.field);
        const { username, at } = byNow(request);
        const subject = draftSubjectOf(kind, id, record ?? { ...draftOnly.fields, ...fields }, draftOnly !== null);
        // New pictures are stored now, claimed with the draft row, and go again if it is not saved.
        // Library pictures come first, as the update's form lists them (readImageForm).
        const uploaded = [
          ...(await app.publicImages.choose(chosen.ids, chosen.field)),
          ...(await uploadImages(app.publicImages, files, "edit")),
        ];
        const draft = await draftWrite(staffWritesOf(request), subject, {
          action: "draftSave",
          at,
          uploaded,
          apply: async (tx) => {
            // A slug another record has, or one of the site's own, is refused where it is typed (issue 67).
            await refuseTakenSlug(tx, kind.slugs, fields.slug, record ? id : undefined, record?.slug);
            const saved = await saveDraft(tx, {
              kind: kind.kind,
              recordId: id,
              fields,
              expected: expectedVersion(request, versionField(body)),
              by: username,
              at,
              ...(pictures &&
                (record || iconOfDraftOnly) && {
                  pictures: (row) =>
                    namePictures(pictures, {
                      // A draft-only record has none published: its kept files are all the draft's.
                      published: record ? pictures.of(record) : [],
                      drafted: row,
                      sent: sentPictures,
                      added: uploaded.map((u) => u.url),
                    }),
                }),
            });
            // A picture the draft named before and names no more goes, unless something else names it.
            return { result: saved.draft, released: saved.released };
          },
        });
        return { success: true as const, message: draftMessages.saved, data: draft };
      },
    );

    app.get(
      `/${path}/:id/draft/missing-alt`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `The library pictures a ${kind.kind}'s publish would show without alt text`,
          description:
            "Asked before Publish (issue 52): the library pictures the record would show with its draft " +
            "published that are neither described nor marked decorative. A block picture with alt text of its own " +
            "(for this use only) is described.",
          params: idParams,
          response: { 200: successWith("data", z.array(mediaSchema)), ...errorAnswers(401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { record } = await recordFor(id, request.access);
        const row = await readDraftRow(app.db, kind.kind, id);
        // What the publish would show: the record with the draft's fields over it (a draft-only
        // record's kept files are the draft row's own). A block picture with its own alt text for
        // this use is described whatever the library says (ADR 0235).
        // Other records shown beside it (an article's byline) are theirs to describe.
        const own = Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => !kind.borrowed?.includes(key)));
        const shown = JSON.stringify(withoutOwnAlt({ ...own, ...row?.fields }));
        const urls = [...new Set([...picturesNamedIn(shown), ...(record ? [] : (row?.images ?? []))])];
        const undescribed =
          urls.length === 0
            ? []
            : await selectMedia(app.db, app.contentKinds.all, {
                missingAlt: true,
                unused: false,
                deleted: false,
                urls,
              });
        return { success: true as const, data: undescribed.map(toMediaDto) };
      },
    );

    app.post(
      `/${path}/:id/publish`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `Publish a ${kind.kind}'s draft: its update, audited, with a revision`,
          description:
            "`version` (or `If-Match`) names the draft version published: a newer one answers 409. " +
            "`recordVersion` names the record's version the editor publishes over (not for a draft-only record): " +
            "a stale one answers the update's 409 with `current`, the record now, and nothing changes.",
          params: idParams,
          body: anyBody,
          response: {
            200: withData(z.record(z.string(), z.unknown())),
            ...errorAnswers(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        await recordFor(id, request.access);
        const row = await readDraftRow(app.db, kind.kind, id);
        const fields = row?.fields;
        if (!row || !fields) throw new Conflict(draftMessages.noDraft);
        const expected = expectedVersion(request, versionField(request.body));
        if (expected !== undefined && expected !== row.version) throw new Conflict(draftMessages.newerDraft);
        // The record's version the editor publishes from: the update's edit-conflict guard (ADR 0118).
        const recordVersion = expectedVersionOf(undefined, request.body?.recordVersion);
        if (recordVersion === null) throw InvalidInput.of(revisionMessages.badVersion, "recordVersion");
        const data = await publishDraft(
          staffWritesOf(request),
          kind,
          { ...row, fields },
          request.access,
          recordVersion ?? undefined,
        );
        return { success: true as const, message: draftMessages.published, data };
      },
    );

    /**
     * Discard: also registered under each id another route's path takes first (the partner strip's
     * `DELETE /site/partners/:id` would read `/site/partners/draft` as a partner), where a static
     * path wins.
     */
    const discard = async (request: FastifyRequest, id: string) => {
      const { record, draftOnly } = await recordFor(id, request.access);
      const by = byNow(request);
      const subject = draftSubjectOf(kind, id, record ?? draftOnly.fields ?? {}, draftOnly !== null);
      await draftWrite(staffWritesOf(request), subject, {
        action: "draftDiscard",
        at: by.at,
        apply: async (tx) => {
          // A draft-only record was never created: its draft, links and stored files go. Any other
          // draft is kept as the record's last discarded draft, which can be brought back (ADR 0151),
          // and the files of the discarded draft it replaces go once no row names them.
          const released = draftOnly
            ? await discardDraftOnly(tx, kind.kind, id)
            : await discardDraft(tx, kind.kind, id, by);
          if (!released) throw new NotFound(draftMessages.noDraftToDiscard);
          return { result: undefined, released };
        },
      });
      return { success: true as const, message: draftMessages.discarded };
    };
    const restore = async (request: FastifyRequest, id: string) => {
      const { record, draftOnly } = await recordFor(id, request.access);
      if (draftOnly) throw new NotFound(draftMessages.noDiscarded);
      const by = byNow(request);
      const row = await draftWrite(staffWritesOf(request), draftSubjectOf(kind, id, record, false), {
        action: "draftRestore",
        at: by.at,
        apply: async (tx) => ({ result: await restoreDiscardedDraft(tx, kind.kind, id, by) }),
      });
      return { success: true as const, message: draftMessages.broughtBack, data: publicationOf(id, row, timeZone) };
    };
    const restoreSchema = {
      tags,
      summary: `Bring back a ${kind.kind}'s last discarded draft (undo Discard)`,
      description: "While the record has no draft of its own: the discarded draft becomes its draft again.",
      response: { 200: withData(publicationSchema), ...errorAnswers(401, 403, 404, 409) },
    };
    const discardSchema = {
      tags,
      summary: `Discard a ${kind.kind}'s draft (its scheduled publish goes with it)`,
      response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
    };
    app.delete(
      `/${path}/:id/draft`,
      { config: { access: kind.rule }, schema: { ...discardSchema, params: idParams } },
      async (request) => discard(request, request.params.id),
    );
    app.post(
      `/${path}/:id/draft/restore`,
      { config: { access: kind.rule }, schema: { ...restoreSchema, params: idParams, body: anyBody } },
      async (request) => restore(request, request.params.id),
    );
    for (const id of kind.shadowedIds ?? []) {
      app.delete(`/${path}/${id}/draft`, { config: { access: kind.rule }, schema: discardSchema }, async (request) =>
        discard(request, id),
      );
      app.post(
        `/${path}/${id}/draft/restore`,
        { config: { access: kind.rule }, schema: { ...restoreSchema, body: anyBody } },
        async (request) => restore(request, id),
      );
    }

    app.post(
      `/${path}/:id/schedule`,
      {
        config: { access: kind.rule },
        schema: {
          tags,
          summary: `Publish a ${kind.kind}'s draft and/or take it off the site at a time`,
          description:
            "`{ publishAt?, unpublishAt? }`, ISO-8601 with an offset, in the future. Publishing at a time " +
            "needs a draft; unpublishing is for jobs, projects and products (it switches isActive off).",
          params: idParams,
          body: anyBody,
          response: { 200: withData(publicationSchema), ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const target = await recordFor(id, request.access);
        const { record } = target;
        const input = parseForm(scheduleInputSchema, request.body ?? {}, [], ["publishAt", "unpublishAt"]);
        const at = now();
        const publishAt = input.publishAt ? new Date(input.publishAt) : null;
        const unpublishAt = input.unpublishAt ? new Date(input.unpublishAt) : null;
        if (publishAt && publishAt.getTime() <= at) throw InvalidInput.of(draftMessages.pastTime, "publishAt");
        if (unpublishAt && unpublishAt.getTime() <= at) throw InvalidInput.of(draftMessages.pastTime, "unpublishAt");
        if (unpublishAt) {
          if (!kind.unpublish) throw InvalidInput.of(draftMessages.cannotUnpublish, "unpublishAt");
          if (!record) throw InvalidInput.of(draftMessages.draftOnlyUnpublish, "unpublishAt");
          kind.unpublish.authorize(request.access, record);
        }
        const existing = await readDraftRow(app.db, kind.kind, id);
        if (publishAt && !existing?.fields) throw InvalidInput.of(draftMessages.noDraft, "publishAt");
        const admin = request.admin ?? request.apiKey;
        const row = await draftWrite(staffWritesOf(request), draftTargetSubject(kind, id, target), {
          action: "schedule",
          at: byNow(request).at,
          detail: scheduleInWords(publishAt, unpublishAt, timeZone),
          apply: async (tx) => ({
            result: await setSchedule(tx, {
              kind: kind.kind,
              recordId: id,
              publishAt,
              unpublishAt,
              by: admin ? { id: admin.id, username: admin.username } : null,
            }),
          }),
        });
        return { success: true as const, message: draftMessages.scheduled, data: publicationOf(id, row, timeZone) };
      },
    );

    const unschedule = async (request: FastifyRequest, id: string) => {
      const target = await recordFor(id, request.access);
      await draftWrite(staffWritesOf(request), draftTargetSubject(kind, id, target), {
        action: "unschedule",
        at: byNow(request).at,
        apply: async (tx) => {
          if (!(await clearSchedule(tx, kind.kind, id))) throw new NotFound(draftMessages.notScheduled);
          return { result: undefined };
        },
      });
      return { success: true as const, message: draftMessages.unscheduled };
    };
    const unscheduleSchema = {
      tags,
      summary: `Cancel a ${kind.kind}'s schedule`,
      response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
    };
    app.delete(
      `/${path}/:id/schedule`,
      { config: { access: kind.rule }, schema: { ...unscheduleSchema, params: idParams } },
      async (request) => unschedule(request, request.params.id),
    );
    for (const id of kind.shadowedIds ?? [])
      app.delete(
        `/${path}/${id}/schedule`,
        { config: { access: kind.rule }, schema: unscheduleSchema },
        async (request) => unschedule(request, id),
      );
  }
};
