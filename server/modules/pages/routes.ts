import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { pageListQuery } from "../../../domain/admin-lists.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { adminPageDtoSchema, pageDtoSchema, pageMessages } from "../../../domain/pages.ts";
import { errorAnswers } from "../../http/answers.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { oneRecordRoute } from "../one-record-route.ts";
import { pagedList } from "../paged-list.ts";
import { withTranslationStatuses } from "../translations/statuses.ts";
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
      return listPage(
        reply,
        request.query,
        withTranslationStatuses(app.db, "page", pagedList(app.db, adminPageList, filter, sort)),
      );
    },
  );

  oneRecordRoute(app, {
    url: "/pages/:id",
    kinds: ["page"],
    tags,
    summary:
      "One page by its slug (published only) or, signed in, by id or slug, published or not, with its status and hasDraft",
    dto: pageDtoSchema,
    adminDto: adminPageDtoSchema,
    get: getPage,
    getAdmin: getAdminPage,
    notFound: pageMessages.notFound,
  });
};
