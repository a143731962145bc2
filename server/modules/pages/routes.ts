import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { pageListQuery } from "../../../domain/admin-lists.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { adminPageDtoSchema, pageDtoSchema, pageMessages } from "../../../domain/pages.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idOrSlugParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { pagedList } from "../paged-list.ts";
import { findVisibleOr404 } from "../visible-item.ts";
import { adminPageList } from "./queries.ts";
import { getAdminPage, getPage } from "./reads.ts";

const tags = ["pages"];

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/pages",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          "Every page, published or not, each with its status and hasDraft: a page of the list with page/limit, searched by title with q, filtered by isActive and publication, sorted",
        querystring: pageListQuery,
        response: { 200: listAnswer(adminPageDtoSchema), ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const { q, isActive, publication, sort } = request.query;
      const filter = { q, publication, isActive: isActive === undefined ? undefined : isActive === "true" };
      return listPage(reply, request.query, pagedList(app.db, adminPageList, filter, sort));
    },
  );

  app.get(
    "/pages/:id",
    {
      config: { access: access.public, cache: { kinds: ["page"] } },
      schema: {
        tags,
        summary:
          "One page by its slug (published only) or, signed in, by id or slug, published or not, with its status and hasDraft",
        params: idOrSlugParams,
        response: { 200: successWith("data", z.union([adminPageDtoSchema, pageDtoSchema])), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const page = await findVisibleOr404(
        request.access,
        (visibility) => (visibility.includeInactive ? getAdminPage(app.db, id) : getPage(app.db, id)),
        pageMessages.notFound,
      );
      return { success: true as const, data: page };
    },
  );
};
