import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { imageMessages } from "../../../domain/images.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import {
  mediaAreas,
  mediaDetailSchema,
  mediaListQuery,
  mediaMessages,
  mediaSchema,
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
} from "../../../domain/media.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { mediaOrder, mediaTotal, mediaWithUses, selectMedia, toMediaDto } from "../../engines/media-uses/queries.ts";
import { usesOf } from "../../engines/media-uses/uses.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { messageWithData, multipartDoc, streamedBody } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { expectedVersion, versionNote } from "../../http/expected-version.ts";
import { idParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { readImageForm } from "../../images/image-form.ts";
import { imageFormSpec } from "../../images/image-uploads.ts";
import { isNewUpload } from "../../images/public-images.ts";
import { isUuid } from "../../lib/uuid.ts";
import { deleteMedia, type Library, replaceMedia, restoreMedia, updateMedia, uploadMedia } from "./service.ts";

const tags = ["media"];
const rule = { access: access.area(mediaAreas, "update") };
const fileForm = {
  spec: imageFormSpec({ file: 1 }, imageMessages.oneFileOnly),
  file: "file",
  form: "edit",
  fromLibrary: false,
} as const;
const missingFile = { path: "file", message: mediaMessages.fileRequired };
// A multipart route's own validator checks nothing: its id is checked in the handler.
const mediaId = (id: string) => {
  if (!isUuid(id)) throw new NotFound(mediaMessages.notFound);
  return id;
};

/**
 * The media library (docs/api.md "Media library", ADR 0181). The update right of any area whose
 * records show pictures opens it; every change is audited.
 */
export const mediaRoutes: FastifyPluginAsyncZod<Library> = async (app, library) => {
  app.get(
    "/media",
    {
      config: rule,
      schema: {
        tags,
        summary: "The library: a page with page/limit, searched with q (name, alt text, caption), filtered, sorted",
        querystring: mediaListQuery,
        response: { 200: listAnswer(mediaSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    (request, reply) => {
      const { q, unused, missingAlt, deleted, url } = request.query;
      const filter = { q, unused, missingAlt, deleted, urls: url === undefined ? undefined : [url] };
      return listPage(reply, request.query, {
        read: (window) => selectMedia(app.db, library.kinds, filter, window),
        total: () => mediaTotal(app.db, library.kinds, filter),
        order: mediaOrder(request.query.sort),
        toDto: toMediaDto,
      });
    },
  );

  app.post(
    "/media",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Upload a picture into the library (a file it already holds answers that item)",
        description: "multipart/form-data: the picture as `file`, and optional `alt`, `caption`, `credit`.",
        consumes: ["multipart/form-data"],
        body: multipartDoc(["alt", "caption", "credit"], ["file"], false),
        response: { 201: messageWithData(mediaSchema), ...errorAnswers(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const writes = staffWritesOf(request);
      const { input, uploaded } = await readImageForm(request, writes.images, {
        ...fileForm,
        schema: mediaUploadFieldsSchema,
        missingFile,
        order: ["file", "alt", "caption", "credit"],
      });
      const [upload] = uploaded;
      if (!isNewUpload(upload)) throw InvalidInput.of(mediaMessages.fileRequired, "file");
      const data = await uploadMedia(writes, library, upload, input);
      return reply.status(201).send({ success: true as const, message: mediaMessages.uploaded, data });
    },
  );

  app.get(
    "/media/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "One picture with every place that uses it (records, drafts, earlier versions, trash, Site settings)",
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), data: mediaDetailSchema }),
          ...errorAnswers(401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await mediaWithUses(app.db, library.kinds, request.params.id);
      if (!row) throw new NotFound(mediaMessages.notFound);
      return {
        success: true as const,
        data: { ...toMediaDto(row), usedBy: await usesOf(app.db, library.kinds, row.url) },
      };
    },
  );

  app.patch(
    "/media/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "Describe a picture: alt text, caption, credit, focal point, decorative",
        description: versionNote,
        params: idParams,
        body: mediaUpdateSchema,
        response: { 200: messageWithData(mediaSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { version, ...change } = request.body;
      const data = await updateMedia(
        staffWritesOf(request),
        library,
        request.params.id,
        change,
        expectedVersion(request, version),
      );
      return { success: true as const, message: mediaMessages.updated, data };
    },
  );

  app.post(
    "/media/:id/replace",
    {
      validatorCompiler: streamedBody,
      config: rule,
      schema: {
        tags,
        summary: "Replace a picture's file everywhere it is shown (its id and words kept)",
        description:
          "multipart/form-data: the new picture as `file`. Every record, draft and Site setting showing it switches to the new file in one change; earlier versions keep the old one.",
        consumes: ["multipart/form-data"],
        params: z.object({ id: z.string() }),
        body: multipartDoc([], ["file"], false),
        response: { 200: messageWithData(mediaSchema), ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const id = mediaId(request.params.id);
      const writes = staffWritesOf(request);
      const { uploaded } = await readImageForm(request, writes.images, {
        ...fileForm,
        schema: z.object({}),
        missingFile,
      });
      const [upload] = uploaded;
      if (!isNewUpload(upload)) throw InvalidInput.of(mediaMessages.fileRequired, "file");
      const data = await replaceMedia(writes, library, id, upload);
      return { success: true as const, message: mediaMessages.replaced, data };
    },
  );

  app.delete(
    "/media/:id",
    {
      config: rule,
      schema: {
        tags,
        summary:
          "Move a picture to the library's trash; 409 with `usedBy` while anything but an earlier version uses it",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteMedia(staffWritesOf(request), library, request.params.id);
      return { success: true as const, message: mediaMessages.deleted };
    },
  );

  app.post(
    "/media/:id/restore",
    {
      config: rule,
      schema: {
        tags,
        summary: "Bring a picture back from the library's trash",
        params: idParams,
        response: { 200: messageWithData(mediaSchema), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: mediaMessages.restored,
      data: await restoreMedia(staffWritesOf(request), library, request.params.id),
    }),
  );
};
