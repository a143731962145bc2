import { addressOf } from "../../../domain/addresses.ts";
import { categoryCreateSchema, categoryMessages, categoryUpdateSchema } from "../../../domain/categories.ts";
import { categories } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { pagesOf } from "../../engines/content-kinds/public-pages.ts";
import { withSearchSettings } from "../../engines/content-writes/pictures.ts";
import { iconCreate, plainDraft } from "../../engines/drafts/draft-kind.ts";
import { categoryAdminRoutes } from "./admin-routes.ts";
import { createCategory, restoreCategory, updateCategory } from "./admin-service.ts";
import { selectCategoryById, toCategoryDto } from "./queries.ts";
import { getCategory, listCategories } from "./reads.ts";
import { categoryRoutes } from "./routes.ts";

/** A category (ADR 0150): one icon, no switch to take it off the site. */
export const categoryKind = declareKind({
  kind: "category",
  table: categories,
  key: categories.id,
  slug: categories.slug,
  publicPages: pagesOf(listCategories, addressOf.category),
  inCategory: false,
  read: async (tx, id) => toCategoryDto((await selectCategoryById(tx, id))[0]),
  pictures: withSearchSettings(categories.name, categories.seo, [
    { field: "logo", column: categories.icon, holds: "one" },
  ]),
  routes: { folder: "categories", public: categoryRoutes, admin: categoryAdminRoutes },
  restore: restoreCategory,
  drafts: plainDraft({
    area: "category",
    fields: categoryUpdateSchema,
    read: getCategory,
    update: updateCategory,
    create: iconCreate("logo", categoryCreateSchema, categoryMessages.iconRequired, createCategory),
  }),
});
