import { access } from "../../../domain/access.ts";
import { addressOf } from "../../../domain/addresses.ts";
import { pageCreateSchema, pageLimits, pageUpdateSchema, publishedFromDraft } from "../../../domain/pages.ts";
import { pages } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { pagesOf } from "../../engines/content-kinds/public-pages.ts";
import { noNarrowing } from "../../engines/drafts/draft-kind.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { isUuid } from "../../lib/uuid.ts";
import { pageAdminRoutes } from "./admin-routes.ts";
import { createPage, restorePage, updatePage } from "./admin-service.ts";
import { selectPage, toPageDto } from "./queries.ts";
import { getPage, listPublishedPages } from "./reads.ts";
import { pageRoutes } from "./routes.ts";

/** Pages are site content (ADR 0197): the site area's one right, update, covers every change but a delete. */
const rule = access.area("site", "update");

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
  pictures: {
    name: pages.title,
    columns: [
      { field: "blocks", column: pages.blocks, holds: "json" },
      { field: "search settings", column: pages.seo, holds: "json" },
    ],
  },
  routes: { folder: "pages", public: pageRoutes, admin: pageAdminRoutes },
  restore: restorePage,
  drafts: {
    rule,
    bodyLimit: pageLimits.bodyBytes,
    isId: isUuid,
    fields: () => pageUpdateSchema,
    read: (db, id) => getPage(db, id, { includeInactive: true }),
    authorize: noNarrowing,
    publish: (writes, id, fields, _rights, expectedVersion) =>
      updatePage(writes, id, pageUpdateSchema.parse(fields), expectedVersion),
    create: {
      fields: pageUpdateSchema,
      authorize: (rights) => rights.requireArea("site", "update"),
      publish: (writes, fromDraft, fields) =>
        createPage(writes, parseForm(pageCreateSchema, publishedFromDraft(fields)), fromDraft),
    },
    unpublish: {
      authorize: (rights) => rights.requireArea("site", "update"),
      run: (writes, id) => updatePage(writes, id, { isActive: false }),
    },
  },
});
