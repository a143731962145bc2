import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import type { categorySortFields } from "../../../domain/admin-lists.ts";
import type { AdminCategoryDto, CategoryDto } from "../../../domain/categories.ts";
import { categoryFieldNames } from "../../../domain/categories.ts";
import type { PublicationState, RecordPublication } from "../../../domain/drafts.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { type ListTotal, orderOf } from "../../db/list-query.ts";
import { inOrder, type ListWindow } from "../../db/list-window.ts";
import { categories } from "../../db/schema/content.ts";
import { publicationColumns, publicationIs, withBadge } from "../../engines/drafts/store.ts";
import { pick } from "../../lib/fields.ts";
import { recordFields } from "../record-fields.ts";

type CategoryRow = typeof categories.$inferSelect;

export const toCategoryDto = (row: CategoryRow): CategoryDto => ({
  ...recordFields(row),
  ...pick(row, categoryFieldNames),
  icon: row.icon,
});

export const selectCategoriesByName = (db: Db) => db.select().from(categories).orderBy(asc(categories.name));

export const selectCategoryById = (db: Db, id: string) =>
  db.select().from(categories).where(eq(categories.id, id)).limit(1);

export const selectCategoryBySlug = (db: Db, slug: string) =>
  db.select().from(categories).where(eq(categories.slug, slug)).limit(1);

/** The Categories screen's filter: its search box looks in names; by publication. */
export type CategoryListFilter = { q?: string; publication?: PublicationState };

const matchingCategories = (db: Db, filter: CategoryListFilter): SQL | undefined =>
  and(
    filter.q !== undefined ? ilike(categories.name, containing(filter.q)) : undefined,
    filter.publication !== undefined ? publicationIs(db, "category", categories.id, filter.publication) : undefined,
  );

/** Categories are few: counted, never estimated. */
export async function categoryTotal(db: Db, filter: CategoryListFilter): Promise<ListTotal> {
  const [{ n }] = await db.select({ n: count() }).from(categories).where(matchingCategories(db, filter));
  return { total: n, estimated: false };
}

export const categoryOrder = (sort: ListSort<(typeof categorySortFields)[number]>) =>
  orderOf({ name: categories.name, createdAt: categories.createdAt }, categories.id, sort);

/** A category as the back office reads it: the row and its publication badge, in one query. */
const adminCategoryColumns = (db: Db) => ({
  category: categories,
  ...publicationColumns(db, "category", categories.id),
});

export const toAdminCategoryDto: (row: { category: CategoryRow } & RecordPublication) => AdminCategoryDto = withBadge(
  ({ category }) => toCategoryDto(category),
);

/** One category with its badge (the signed-in single read). */
export const selectAdminCategory = (db: Db, id: string) =>
  db.select(adminCategoryColumns(db)).from(categories).where(eq(categories.id, id)).limit(1);

export const selectCategoryPage = (db: Db, filter: CategoryListFilter, window: ListWindow) =>
  inOrder(db.select(adminCategoryColumns(db)).from(categories).$dynamic(), matchingCategories(db, filter), window, [
    asc(categories.name),
    asc(categories.id),
  ]);

/** The back office's list of categories, each with its status and hasDraft (`pagedList`). */
export const adminCategoryList = {
  select: selectCategoryPage,
  total: categoryTotal,
  order: categoryOrder,
  toDto: toAdminCategoryDto,
};
