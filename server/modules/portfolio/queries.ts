import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { portfolioSortFields } from "../../../domain/admin-lists.ts";
import type { PublicationState, RecordPublication } from "../../../domain/drafts.ts";
import type { PortfolioType } from "../../../domain/enums.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { AdminPortfolioDto, PortfolioDto } from "../../../domain/portfolio.ts";
import { portfolioFieldNames } from "../../../domain/portfolio.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { type ListTotal, orderOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { categories, portfolioItems } from "../../db/schema/content.ts";
import { publicationColumns, publicationIs, withBadge } from "../../engines/drafts/store.ts";
import { pick } from "../../lib/fields.ts";
import { recordFields } from "../record-fields.ts";

export type PortfolioFilter = {
  type?: PortfolioType;
  id?: string;
  slug?: string;
  categoryId?: string;
  /** Case-insensitive substring of the name or the project code. */
  q?: string;
  /** The category's name, in any letter case. */
  categoryName?: string;
  isActive?: boolean;
};

function conditions(filter: PortfolioFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.type && eq(portfolioItems.type, filter.type),
    filter.id !== undefined ? eq(portfolioItems.id, filter.id) : undefined,
    filter.slug !== undefined ? eq(portfolioItems.slug, filter.slug) : undefined,
    filter.categoryId !== undefined ? eq(portfolioItems.categoryId, filter.categoryId) : undefined,
    filter.isActive !== undefined ? eq(portfolioItems.isActive, filter.isActive) : undefined,
    filter.categoryName !== undefined ? sql`lower(${categories.name}) = lower(${filter.categoryName})` : undefined,
    filter.q
      ? or(ilike(portfolioItems.name, containing(filter.q)), ilike(portfolioItems.projectCode, containing(filter.q)))
      : undefined,
  ];
  return and(...parts.filter(Boolean));
}

/** Newest first, with each item's category name joined in. */
export function selectPortfolio(db: Db, filter: PortfolioFilter) {
  return db
    .select({ item: portfolioItems, categoryName: categories.name, categorySlug: categories.slug })
    .from(portfolioItems)
    .innerJoin(categories, eq(categories.id, portfolioItems.categoryId))
    .where(conditions(filter))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}

/**
 * The same list with only what a card shows: no description, technology or further images, which
 * are most of a row and would be read, sent by the database and mapped only to be dropped.
 */
export function selectPortfolioCards(db: Db, filter: PortfolioFilter) {
  return db
    .select({
      id: portfolioItems.id,
      name: portfolioItems.name,
      client: portfolioItems.client,
      date: portfolioItems.date,
      cover: sql<string | null>`${portfolioItems.images}[1]`,
      categoryName: categories.name,
    })
    .from(portfolioItems)
    .innerJoin(categories, eq(categories.id, portfolioItems.categoryId))
    .where(conditions(filter))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}

/** One slice of the same list, newest first, read in the database rather than cut from every row. */
export const selectPortfolioSlice = (db: Db, filter: PortfolioFilter, limit: number, offset: number) =>
  selectPortfolio(db, filter).limit(limit).offset(offset);

/** How many items the same filter lists. */
export async function countPortfolio(db: Db, filter: PortfolioFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(portfolioItems)
    .innerJoin(categories, eq(categories.id, portfolioItems.categoryId))
    .where(conditions(filter));
  return row?.total ?? 0;
}

type PortfolioRow = Awaited<ReturnType<typeof selectPortfolio>>[number];

/** The fields a row holds as the form sends them and the API answers them: all but the category and the date. */
export const storedAsSent = portfolioFieldNames.filter(
  (name): name is Exclude<(typeof portfolioFieldNames)[number], "category" | "date"> =>
    name !== "category" && name !== "date",
);

export function toPortfolioDto({ item, categoryName, categorySlug }: PortfolioRow): PortfolioDto {
  return {
    ...recordFields(item),
    ...pick(item, storedAsSent),
    projectCode: item.projectCode,
    ...(item.productCode ? { productCode: item.productCode } : {}),
    // A calendar date (YYYY-MM-DD) leaves as midnight UTC, so every client reads the same day.
    date: new Date(`${item.date}T00:00:00.000Z`).toISOString(),
    year: Number(item.date.slice(0, 4)),
    image: item.images,
    category: { _id: item.categoryId, name: categoryName, slug: categorySlug },
  };
}

/** The back-office list's filter: the public one's, and by publication. */
export type PortfolioPageFilter = PortfolioFilter & { publication?: PublicationState };

const pageConditions = (db: Db, filter: PortfolioPageFilter): SQL | undefined =>
  and(
    conditions(filter),
    filter.publication !== undefined
      ? publicationIs(db, "portfolio", portfolioItems.id, filter.publication)
      : undefined,
  );

/** Portfolio items are counted (hundreds at most): never estimated. */
export async function portfolioTotal(db: Db, filter: PortfolioPageFilter): Promise<ListTotal> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(portfolioItems)
    .innerJoin(categories, eq(categories.id, portfolioItems.categoryId))
    .where(pageConditions(db, filter));
  return { total: n, estimated: false };
}

export const portfolioOrder = (sort: ListSort<(typeof portfolioSortFields)[number]>) =>
  orderOf(
    { createdAt: portfolioItems.createdAt, name: portfolioItems.name, date: portfolioItems.date },
    portfolioItems.id,
    sort,
  );

/** An item as the back office reads it: the row, its category's name and its publication badge, in one query. */
const adminPortfolioColumns = (db: Db) => ({
  item: portfolioItems,
  categoryName: categories.name,
  categorySlug: categories.slug,
  ...publicationColumns(db, "portfolio", portfolioItems.id),
});

export const toAdminPortfolioDto: (row: PortfolioRow & RecordPublication) => AdminPortfolioDto =
  withBadge(toPortfolioDto);

/** One item, active or not, with its badge (the signed-in single read). */
export const selectAdminPortfolioItem = (db: Db, id: string) =>
  db
    .select(adminPortfolioColumns(db))
    .from(portfolioItems)
    .innerJoin(categories, eq(categories.id, portfolioItems.categoryId))
    .where(eq(portfolioItems.id, id))
    .limit(1);

/** One window of `selectPortfolio`'s rows in the window's order, with their badges. */
export async function selectPortfolioPage(db: Db, filter: PortfolioPageFilter, window: ListWindow) {
  const query = db
    .select(adminPortfolioColumns(db))
    .from(portfolioItems)
    .innerJoin(categories, eq(categories.id, portfolioItems.categoryId))
    .$dynamic();
  return inWindow(query, { at: portfolioItems.createdAt, id: portfolioItems.id }, pageConditions(db, filter), window);
}
