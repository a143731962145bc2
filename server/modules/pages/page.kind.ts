import { addressOf } from "../../../domain/addresses.ts";
import { pageCreateSchema, pageLimits, pageUpdateSchema } from "../../../domain/pages.ts";
import { pages } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { pagesOf } from "../../engines/content-kinds/public-pages.ts";
import { withSearchSettings } from "../../engines/content-writes/pictures.ts";
import { siteDraft } from "../../engines/drafts/draft-kind.ts";
import { pageAdminRoutes } from "./admin-routes.ts";
import { createPage, restorePage, updatePage } from "./admin-service.ts";
import { selectPage, toPageDto } from "./queries.ts";
import { getPage, listPublishedPages } from "./reads.ts";
import { pageRoutes } from "./routes.ts";

/**
 * A page built from blocks (issue 54, ADR 0197): its pictures are named inside its blocks and its
 * search settings; publishing and unpublishing switch isActive.
 */
export const pageKind = declareKind({
  kind: "page",
  table: pages,
  key: pages.id,
  slug: pages.slug,
  publicPages: pagesOf(listPublishedPages, addressOf.page),
  inCategory: false,
  read: async (tx, id) => toPageDto((await selectPage(tx, { id }, false))[0]),
  pictures: withSearchSettings(pages.title, pages.seo, [{ field: "blocks", column: pages.blocks, holds: "json" }]),
  routes: { folder: "pages", public: pageRoutes, admin: pageAdminRoutes },
  restore: restorePage,
  drafts: siteDraft({
    bodyLimit: pageLimits.bodyBytes,
    fields: pageUpdateSchema,
    createFields: pageCreateSchema,
    read: (db, id) => getPage(db, id, { includeInactive: true }),
    update: updatePage,
    create: createPage,
  }),
});
