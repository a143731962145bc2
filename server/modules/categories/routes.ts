import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { categoryListQuery } from "../../../domain/admin-lists.ts";
import { adminCategoryDtoSchema, categoryDtoSchema } from "../../../domain/categories.ts";
import { contentMessages } from "../../../domain/content.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { errorAnswers } from "../../http/answers.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { oneRecordRoute } from "../one-record-route.ts";
import { pagedList } from "../paged-list.ts";
import { withTranslationStatuses } from "../translations/statuses.ts";
import { adminCategoryList } from "./queries.ts";
import { getAdminCategory, getCategory, listCategories } from "./reads.ts";

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/category",
    {
      config: { access: access.public, cache: { kinds: ["category"] } },
      schema: {
        tags: ["categories"],
        summary:
          "Every category, ordered by name; a signed-in caller sending page/limit gets a page with its pagination, each with its status and hasDraft, searched by name with q, filtered by publication, sorted",
        querystring: categoryListQuery,
        response: {
          200: z.union([listAnswer(adminCategoryDtoSchema), listAnswer(categoryDtoSchema)]),
          ...errorAnswers(400),
        },
      },
    },
    async (request, reply) => {
      const { page, limit, q, publication, sort } = request.query;
      // The public read (cached, the site's) stays whole; the back office pages on the server.
      if (!request.access.seesInactive || (page === undefined && limit === undefined)) {
        return { success: true as const, data: await listCategories(app.db) };
      }
      return listPage(
        reply,
        request.query,
        withTranslationStatuses(app.db, "category", pagedList(app.db, adminCategoryList, { q, publication }, sort)),
      );
    },
  );

  oneRecordRoute(app, {
    url: "/category/:id",
    kinds: ["category"],
    tags: ["categories"],
    summary: "One category; a signed-in caller gets its status and hasDraft too",
    dto: categoryDtoSchema,
    adminDto: adminCategoryDtoSchema,
    get: getCategory,
    getAdmin: getAdminCategory,
    notFound: contentMessages.categoryNotFound,
  });
};
