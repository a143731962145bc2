import { access } from "../../../domain/access.ts";
import { articleCreateSchema, articleLimits, articleUpdateSchema } from "../../../domain/articles.ts";
import { publishedFromDraft } from "../../../domain/pages.ts";
import { articles } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { noNarrowing } from "../../engines/drafts/draft-kind.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { isUuid } from "../../lib/uuid.ts";
import { articleAdminRoutes } from "./admin-routes.ts";
import { createArticle, restoreArticle, updateArticle } from "./admin-service.ts";
import { selectArticle, toArticleDto } from "./queries.ts";
import { articlePages, getArticle } from "./reads.ts";
import { articleRoutes } from "./routes.ts";

/** Articles are site content (ADR 0204), as pages are: the site area's update right covers all but a delete. */
const rule = access.area("site", "update");

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
  pictures: {
    name: articles.title,
    columns: [
      { field: "cover", column: articles.coverId, holds: "item", draftKey: "coverId" },
      { field: "body", column: articles.body, holds: "json" },
      { field: "search settings", column: articles.seo, holds: "json" },
    ],
  },
  routes: { folder: "articles", public: articleRoutes, admin: articleAdminRoutes },
  restore: restoreArticle,
  drafts: {
    rule,
    bodyLimit: articleLimits.bodyBytes,
    borrowed: ["author"],
    isId: isUuid,
    fields: () => articleUpdateSchema,
    read: (db, id) => getArticle(db, id, { includeInactive: true }),
    authorize: noNarrowing,
    publish: (writes, id, fields, _rights, expectedVersion) =>
      updateArticle(writes, id, articleUpdateSchema.parse(fields), expectedVersion),
    create: {
      fields: articleUpdateSchema,
      authorize: (rights) => rights.requireArea("site", "update"),
      publish: (writes, fromDraft, fields) =>
        createArticle(writes, parseForm(articleCreateSchema, publishedFromDraft(fields)), fromDraft),
    },
    unpublish: {
      authorize: (rights) => rights.requireArea("site", "update"),
      run: (writes, id) => updateArticle(writes, id, { isActive: false }),
    },
  },
});
