import { and, eq, type SQL } from "drizzle-orm";
import type { pageSortFields } from "../../../domain/admin-lists.ts";
import type { RecordPublication } from "../../../domain/drafts.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import { type AdminPageDto, type PageDto, pageFieldNames } from "../../../domain/pages.ts";
import type { Db } from "../../db/client.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { pages } from "../../db/schema/content.ts";
import { publicationColumns, withBadge } from "../../engines/drafts/store.ts";
import { pick } from "../../lib/fields.ts";
import { recordFields } from "../record-fields.ts";
import { type WrittenListFilter, writtenListMatching } from "../written-list-filter.ts";

export type PageRow = typeof pages.$inferSelect;

export const toPageDto = (row: PageRow): PageDto => ({ ...recordFields(row), ...pick(row, pageFieldNames) });

/** One page by id or slug; `onlyActive` keeps what the public may see. */
export function selectPage(db: Db, key: { id?: string; slug?: string }, onlyActive: boolean) {
  const where: (SQL | undefined)[] = [
    key.id !== undefined ? eq(pages.id, key.id) : undefined,
    key.slug !== undefined ? eq(pages.slug, key.slug) : undefined,
    onlyActive ? eq(pages.isActive, true) : undefined,
  ];
  return db
    .select()
    .from(pages)
    .where(and(...where.filter(Boolean)))
    .limit(1);
}

/** The published pages, by title (the sitemap's). */
export const selectPublishedPages = (db: Db) =>
  db.select().from(pages).where(eq(pages.isActive, true)).orderBy(pages.title, pages.id);

/** The back-office list's filter: searched by title, by published or not, by publication. */
export type PageListFilter = WrittenListFilter;

const matchingPages = (db: Db, filter: PageListFilter) => writtenListMatching(db, "page", pages, filter);

export const pageTotal = (db: Db, filter: PageListFilter) => totalOf(db, pages, matchingPages(db, filter));

export const pageOrder = (sort: ListSort<(typeof pageSortFields)[number]>) =>
  orderOf({ title: pages.title, createdAt: pages.createdAt, updatedAt: pages.updatedAt }, pages.id, sort);

/** A page as the back office reads it: the row and its publication badge, in one query. */
const adminPageColumns = (db: Db) => ({ page: pages, ...publicationColumns(db, "page", pages.id) });

export const toAdminPageDto: (row: { page: PageRow } & RecordPublication) => AdminPageDto = withBadge(({ page }) =>
  toPageDto(page),
);

export const selectAdminPage = (db: Db, id: string) =>
  db.select(adminPageColumns(db)).from(pages).where(eq(pages.id, id)).limit(1);

export function selectPagePage(db: Db, filter: PageListFilter, window: ListWindow) {
  const query = db.select(adminPageColumns(db)).from(pages).$dynamic();
  return inWindow(query, { at: pages.createdAt, id: pages.id }, matchingPages(db, filter), window);
}

/** The back office's list of pages, each with its status and hasDraft (`pagedList`). */
export const adminPageList = { select: selectPagePage, total: pageTotal, order: pageOrder, toDto: toAdminPageDto };
