import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import {
  authorCreateSchema,
  authorListQuery,
  authorMessages,
  authorSchema,
  authorUpdateSchema,
} from "../../../domain/authors.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { changed, changeOptions } from "../change-route.ts";
import { pagedList } from "../paged-list.ts";
import { authorList } from "./queries.ts";
import { authorById, createAuthor, deleteAuthor, updateAuthor } from "./service.ts";

const tags = ["authors"];
const manageUsers = { access: access.superAdmin("manageUsers") };
const withAuthor = z.object({ success: z.literal(true), message: z.string(), data: authorSchema });

/**
 * The blog's author profiles (docs/api.md "Authors", ADR 0245): every signed-in admin reads them (an
 * article's author is chosen from them); a superAdmin adds authors who cannot sign in and changes or
 * deletes any. A staff member changes their own through their profile (`PATCH /admin/update/:id`).
 */
export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/authors",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          "Every author profile (staff members' and authors who cannot sign in), by name: paged with page/limit, searched by name with q, narrowed by account",
        querystring: authorListQuery,
        response: { 200: listAnswer(authorSchema), ...errorAnswers(400, 401) },
      },
    },
    (request, reply) => {
      const filter = { q: request.query.q, account: request.query.account };
      return listPage(reply, request.query, pagedList(app.db, authorList, filter, request.query.sort));
    },
  );

  app.get(
    "/authors/:id",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "One author profile",
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: authorSchema }), ...errorAnswers(401, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await authorById(app.db, request.params.id) }),
  );

  app.post(
    "/authors",
    {
      config: manageUsers,
      schema: {
        tags,
        summary: "Add an author who cannot sign in (a guest writer): a name, and a bio and library photo if given",
        body: authorCreateSchema,
        response: { 201: withAuthor, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await createAuthor(staffWritesOf(request), app.publicContent, request.body);
      return reply.status(201).send({ success: true as const, message: authorMessages.created, data });
    },
  );

  app.patch(
    "/authors/:id",
    changeOptions({
      ...manageUsers,
      tags,
      summary:
        "Change an author's name, bio or photo; a staff member's name is their account's full name too. A new name moves their page (the old address answers a 301)",
      body: authorUpdateSchema,
      dto: authorSchema,
    }),
    (request) =>
      changed(
        authorMessages.updated,
        updateAuthor(staffWritesOf(request), app.publicContent, request.params.id, request.body),
      ),
  );

  app.delete(
    "/authors/:id",
    {
      config: manageUsers,
      schema: {
        tags,
        summary:
          "Delete an author who cannot sign in and has no articles (409 otherwise: a staff member's profile goes with their account's decision)",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteAuthor(staffWritesOf(request), app.publicContent, request.params.id);
      return { success: true as const, message: authorMessages.deleted };
    },
  );
};
