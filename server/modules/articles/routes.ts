import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { articleListQuery } from "../../../domain/admin-lists.ts";
import { adminArticleDtoSchema, articleDtoSchema, articleMessages } from "../../../domain/articles.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import { errorAnswers, successWith } from "../../http/answers.ts";
import { idOrSlugParams } from "../../http/id-params.ts";
import { listPage } from "../../http/list-or-csv.ts";
import { pagedList } from "../paged-list.ts";
import { findVisibleOr404 } from "../visible-item.ts";
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
      return listPage(reply, request.query, pagedList(app.db, adminArticleList, filter, sort));
    },
  );

  app.get(
    "/articles/:id",
    {
      config: { access: access.public, cache: { kinds: ["article", "media"] } },
      schema: {
        tags,
        summary:
          "One article by its slug (published only) or, signed in, by id or slug, published or not, with its status and hasDraft",
        params: idOrSlugParams,
        response: {
          200: successWith("data", z.union([adminArticleDtoSchema, articleDtoSchema])),
          ...errorAnswers(404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const article = await findVisibleOr404(
        request.access,
        (visibility) => (visibility.includeInactive ? getAdminArticle(app.db, id) : getArticle(app.db, id)),
        articleMessages.notFound,
      );
      return { success: true as const, data: article };
    },
  );
};
