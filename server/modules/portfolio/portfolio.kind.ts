import { access } from "../../../domain/access.ts";
import { addressOf } from "../../../domain/addresses.ts";
import { imageMessages } from "../../../domain/images.ts";
import { portfolioAreas, portfolioCreateSchema, portfolioUpdateSchema } from "../../../domain/portfolio.ts";
import type { Db } from "../../db/client.ts";
import { portfolioItems } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { pagesOf } from "../../engines/content-kinds/public-pages.ts";
import { withSearchSettings } from "../../engines/content-writes/pictures.ts";
import { portfolioPictures } from "../../engines/drafts/draft-kind.ts";
import { draftedPictures } from "../../engines/drafts/draft-pictures.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { isUuid } from "../../lib/uuid.ts";
import { authorizeIn, authorizeUpdate } from "./admin-rights.ts";
import { portfolioAdminRoutes } from "./admin-routes.ts";
import { createPortfolioItem, restorePortfolioItem, updatePortfolioItem } from "./admin-service.ts";
import { selectPortfolio, toPortfolioDto } from "./queries.ts";
import { getPortfolioItem, listPortfolio } from "./reads.ts";
import { portfolioRoutes } from "./routes.ts";

/** The area a new portfolio item's draft is created in: its type's (a project unless it says product). */
const areaOfFields = (fields: Record<string, unknown>) =>
  portfolioAreas[fields.type === "product" ? "product" : "project"];

/** A portfolio item's own area: projects for a project, product for a product. */
const areaOf = (record: Record<string, unknown>) => portfolioAreas[record.type === "product" ? "product" : "project"];

/**
 * A portfolio item, a project or a product (ADR 0150): 1–4 images, in a category, its rights those
 * of its type's area.
 */
export const portfolioKind = declareKind({
  kind: "portfolio",
  table: portfolioItems,
  key: portfolioItems.id,
  slug: portfolioItems.slug,
  publicPages: pagesOf(
    async (db: Db) => [
      ...(await listPortfolio(db, { type: "project" })),
      ...(await listPortfolio(db, { type: "product" })),
    ],
    addressOf.portfolio,
  ),
  inCategory: true,
  read: async (tx, id) => toPortfolioDto((await selectPortfolio(tx, { id }))[0]),
  pictures: withSearchSettings(
    portfolioItems.name,
    portfolioItems.seo,
    [{ field: "images", column: portfolioItems.images, holds: "many" }],
    portfolioItems.type,
  ),
  // The drafts' rule lets any signed-in admin in; the item's own area (projects or product) decides.
  routes: { folder: "portfolio", public: portfolioRoutes, admin: portfolioAdminRoutes },
  restore: (writes, id, revision, rights) => restorePortfolioItem(writes, id, revision, authorizeIn(rights, "update")),
  drafts: {
    // Narrowed inside to the item's own area (projects or product).
    rule: access.signedIn,
    isId: isUuid,
    fields: () => portfolioUpdateSchema,
    read: (db, id) => getPortfolioItem(db, id, { includeInactive: true }),
    authorize: (rights, record) => rights.requireArea(areaOf(record), "update"),
    publish: (writes, id, fields, rights, expectedVersion) => {
      const input = portfolioUpdateSchema.parse(fields);
      const images = draftedPictures(portfolioPictures, fields);
      return updatePortfolioItem(writes, id, input, authorizeUpdate(rights, input), expectedVersion, images);
    },
    pictures: portfolioPictures,
    create: {
      file: "image",
      fields: portfolioCreateSchema.partial(),
      authorize: (rights, fields) => {
        rights.requireArea(areaOfFields(fields), "create");
        if (fields.isActive === false) rights.requireArea(areaOfFields(fields), "statusChange");
      },
      publish: (writes, fromDraft, fields, rights) => {
        const missing = fromDraft.images.length === 0 && { path: "image", message: imageMessages.atLeastOne };
        const input = parseForm(portfolioCreateSchema, fields, [missing]);
        rights.requireArea(portfolioAreas[input.type], "create");
        if (input.isActive === false) rights.requireArea(portfolioAreas[input.type], "statusChange");
        return createPortfolioItem(writes, input, [], fromDraft);
      },
    },
    unpublish: {
      authorize: (rights, record) => rights.requireArea(areaOf(record), "statusChange"),
      run: (writes, id, rights) =>
        updatePortfolioItem(writes, id, { isActive: false }, authorizeUpdate(rights, { isActive: false })),
    },
  },
});
