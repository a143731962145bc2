import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { categoryListQuery } from "../../../domain/admin-lists.ts";
import { categoryDtoSchema, contentMessages } from "../../../domain/content.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { findVisibleOr404 } from "../visible-item.ts";
import { categoryOrder, categoryTotal, selectCategoryPage, toCategoryDto } from "./queries.ts";
import { getCategory, listCategories } from "./reads.ts";

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/category",
    {
      config: { access: access.public, cache: { kinds: ["category"] } },
      schema: {
        tags: ["categories"],
        summary:
          "Every category, ordered by name; a signed-in caller sending page/limit gets a page with its pagination, searched by name with q, filtered by publication, sorted",
        querystring: categoryListQuery,
        response: { 200: listAnswer(categoryDtoSchema), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { page, limit, q, publication, sort } = request.query;
      // The public read (cached, the site's) stays whole; the back office pages on the server.
      if (!request.access.seesInactive || (page === undefined && limit === undefined)) {
        return { success: true as const, data: await listCategories(app.db) };
      }
      return listPage(reply, request.query, {
        read: (window) => selectCategoryPage(app.db, { q, publication }, window),
        total: () => categoryTotal(app.db, { q, publication }),
        order: categoryOrder(sort),
        toDto: toCategoryDto,
      });
    },
  );

  app.get(
    "/category/:id",
    {
      config: { access: access.public, cache: { kinds: ["category"] } },
      schema: {
        tags: ["categories"],
        summary: "One category",
        params: idParams,
        response: { 200: successWith("data", categoryDtoSchema), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const find = () => getCategory(app.db, request.params.id);
      return {
        success: true as const,
        data: await findVisibleOr404(request.access, find, contentMessages.categoryNotFound),
      };
    },
  );
};
