import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { articleListQuery } from "../../../domain/admin-lists.ts";
import { adminArticleDtoSchema, articleDtoSchema, articleMessages } from "../../../domain/articles.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { errorAnswers } from "../../http/answers.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { oneRecordRoute } from "../one-record-route.ts";
import { pagedList } from "../paged-list.ts";
import { withTranslationStatuses } from "../translations/statuses.ts";
import { adminArticleList } from "./queries.ts";
import { getAdminArticle, getArticle, publishedArticlePage } from "./reads.ts";

const tags = ["articles"];

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/articles",
    {
      config: { access: access.public, cache: { kinds: ["article", "media"] } },
      schema: {
        tags,
        summary:
          "Public: the published articles, ten a page (page), newest first, by tag or author (id). Signed in: every article with its status and hasDraft, paged with page/limit, searched by title with q, filtered by isActive, publication, tag and author, sorted",
        querystring: articleListQuery,
        response: {
          200: listAnswer(z.union([adminArticleDtoSchema, articleDtoSchema])),
          ...errorAnswers(400),
        },
      },
    },
    async (request, reply) => {
      const { q, isActive, publication, sort, tag, author } = request.query;
      if (!request.access.seesInactive) {
        const { articles, pagination } = await publishedArticlePage(app.db, { tag, author }, request.query.page ?? 1);
        return { success: true as const, data: articles, pagination };
      }
      const filter = {
        q,
        publication,
        tag,
        author,
        isActive: isActive === undefined ? undefined : isActive === "true",
      };
      return listPage(
        reply,
        request.query,
        withTranslationStatuses(app.db, "article", pagedList(app.db, adminArticleList, filter, sort)),
      );
    },
  );

  oneRecordRoute(app, {
    url: "/articles/:id",
    kinds: ["article", "media"],
    tags,
    summary:
      "One article by its slug (published only) or, signed in, by id or slug, published or not, with its status and hasDraft",
    dto: articleDtoSchema,
    adminDto: adminArticleDtoSchema,
    get: getArticle,
    getAdmin: getAdminArticle,
    notFound: articleMessages.notFound,
  });
};
