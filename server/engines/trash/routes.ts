import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { inWords } from "../../../domain/content-kinds.ts";
import {
  type TrashKind,
  trashKinds,
  trashMessages,
  trashPageSchema,
  trashQuerySchema,
  trashRestoreSchema,
} from "../../../domain/trash.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { staffWritesOf } from "../content-writes/staff-writes.ts";
import { pageOfTrash } from "./queries.ts";
import { deleteForever, restoreFromTrash } from "./service.ts";

const tags = ["trash"];
/** Route params stay plain strings: an unknown kind or a malformed id is a 404, never a 400 or 500. */
const params = z.object({ kind: z.string(), id: z.string() });

const kindOf = (word: string): TrashKind => {
  const kind = trashKinds.find((k) => k === word);
  if (!kind) throw new NotFound(trashMessages.notFound);
  return kind;
};

/**
 * The trash (docs/api.md "History, trash and edit conflicts", ADR 0117). Only superAdmin deletes
 * content, so only superAdmin sees the trash and restores from it: the right to bring a record
 * back is the right to have deleted it. Deleting forever is superAdmin's too.
 */
export const trashRoutes: FastifyPluginAsyncZod<{ retentionDays: number }> = async (app, options) => {
  app.get(
    "/trash",
    {
      config: { access: access.superAdmin("manageTrash") },
      schema: {
        tags,
        summary: "What was deleted, latest first: kind, name, who deleted it and when",
        querystring: trashQuerySchema,
        response: { 200: trashPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await pageOfTrash(app.db, request.query);
      return {
        success: true as const,
        data: items,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        retentionDays: options.retentionDays,
      };
    },
  );

  app.post(
    "/trash/:kind/:id/restore",
    {
      config: { access: access.superAdmin("manageTrash") },
      schema: {
        tags,
        summary: "Bring a record back from the trash (a service or item whose category is gone needs categoryId)",
        description:
          `\`kind\` is ${inWords(trashKinds, "or")}. The record returns to every read and ` +
          "cached page at once, one version on. 409 when its category is gone and no `categoryId` was " +
          "sent, or when a category of the same name or an item with the same code exists now.",
        params,
        body: trashRestoreSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: z.record(z.string(), z.unknown()) }),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const kind = kindOf(request.params.kind);
      const data = await restoreFromTrash(
        staffWritesOf(request),
        app.contentKinds,
        kind,
        request.params.id,
        request.body,
      );
      return { success: true as const, message: trashMessages.restored, data };
    },
  );

  app.delete(
    "/trash/:kind/:id",
    {
      config: { access: access.superAdmin("deleteForever") },
      schema: {
        tags,
        summary: "Delete a record in the trash forever, with its history and the pictures nothing else names",
        params,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteForever(staffWritesOf(request), kindOf(request.params.kind), request.params.id);
      return { success: true as const, message: trashMessages.deletedForever };
    },
  );
};
