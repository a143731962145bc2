import { articleCreateSchema, articleLimits, articleUpdateSchema } from "../../../domain/articles.ts";
import { articles } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { withSearchSettings } from "../../engines/content-writes/pictures.ts";
import { siteDraft } from "../../engines/drafts/draft-kind.ts";
import { articleAdminRoutes } from "./admin-routes.ts";
import { createArticle, restoreArticle, updateArticle } from "./admin-service.ts";
import { selectArticle, toArticleDto } from "./queries.ts";
import { articlePages, getArticle } from "./reads.ts";
import { articleRoutes } from "./routes.ts";

/**
 * An article of the blog (issue 54, ADR 0204): its pictures are named inside its body and its search
 * settings, and its cover is a library item named by id (so the library lists it and refuses to delete
 * it while used); publishing and unpublishing switch isActive,
 * and the first publish stamps publishedAt.
 */
export const articleKind = declareKind({
  kind: "article",
  table: articles,
  key: articles.id,
  slug: articles.slug,
  publicPages: articlePages,
  inCategory: false,
  read: async (tx, id) => toArticleDto((await selectArticle(tx, { id }, false))[0]),
  pictures: withSearchSettings(articles.title, articles.seo, [
    { field: "cover", column: articles.coverId, holds: "item", draftKey: "coverId" },
    { field: "body", column: articles.body, holds: "json" },
  ]),
  routes: { folder: "articles", public: articleRoutes, admin: articleAdminRoutes },
  restore: restoreArticle,
  drafts: siteDraft({
    bodyLimit: articleLimits.bodyBytes,
    borrowed: ["author"],
    fields: articleUpdateSchema,
    createFields: articleCreateSchema,
    read: (db, id) => getArticle(db, id, { includeInactive: true }),
    update: updateArticle,
    create: createArticle,
  }),
});
