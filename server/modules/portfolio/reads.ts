import type { PortfolioType } from "../../../domain/enums.ts";
import type { PortfolioCard, PortfolioDto } from "../../../domain/portfolio.ts";
import { type Page, pageCount, pageNumberWithin } from "../../../domain/portfolio-browsing.ts";
import type { Db } from "../../db/client.ts";
import { isUuid } from "../../lib/uuid.ts";
import { recordReads } from "../record-reads.ts";
import {
  countPortfolio,
  selectAdminPortfolioItem,
  selectPortfolio,
  selectPortfolioCards,
  selectPortfolioSlice,
  toAdminPortfolioDto,
  toPortfolioDto,
} from "./queries.ts";

export type PortfolioListOptions = {
  type: PortfolioType;
  categoryId?: string;
  q?: string;
  /** Only callers allowed to see inactive items (admins) pass true; everyone else sees active ones. */
  includeInactive?: boolean;
  /** With includeInactive: narrow to active (true) or inactive (false) items. Ignored otherwise. */
  isActive?: boolean;
};

export async function listPortfolio(db: Db, options: PortfolioListOptions): Promise<PortfolioDto[]> {
  const { type, categoryId, includeInactive = false } = options;
  if (categoryId !== undefined && !isUuid(categoryId)) return [];
  const q = options.q?.trim() || undefined;
  const isActive = includeInactive ? options.isActive : true;
  const rows = await selectPortfolio(db, { type, categoryId, q, isActive });
  return rows.map(toPortfolioDto);
}

/** The active items of a type as cards, newest first. */
export async function listPortfolioCards(db: Db, type: PortfolioType): Promise<PortfolioCard[]> {
  const rows = await selectPortfolioCards(db, { type, isActive: true });
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    client: row.client,
    year: Number(row.date.slice(0, 4)),
    category: row.categoryName,
    cover: row.cover,
  }));
}

/** The item with this id or slug (an active one, unless `includeInactive`), and as the back office reads it. */
export const { get: getPortfolioItem, getAdmin: getAdminPortfolioItem } = recordReads({
  select: (db, key, onlyActive) => selectPortfolio(db, { ...key, isActive: onlyActive ? true : undefined }),
  toDto: toPortfolioDto,
  selectAdmin: selectAdminPortfolioItem,
  toAdminDto: toAdminPortfolioDto,
});

export type PortfolioPageOptions = {
  type: PortfolioType;
  /** Only items of the category with this name (any letter case); all when absent. */
  categoryName?: string;
  page: number;
  perPage: number;
};

/**
 * One page of the active items, newest first, read in the database (the count and the page in
 * parallel). A page past the end is the last page, which then costs a second read.
 */
export async function pageOfPortfolio(db: Db, options: PortfolioPageOptions): Promise<Page<PortfolioDto>> {
  const filter = { type: options.type, categoryName: options.categoryName, isActive: true };
  const slice = (page: number) =>
    selectPortfolioSlice(db, filter, options.perPage, (page - 1) * options.perPage).then((rows) =>
      rows.map(toPortfolioDto),
    );
  const wanted = Math.max(1, Math.trunc(options.page));
  const [total, items] = await Promise.all([countPortfolio(db, filter), slice(wanted)]);
  const page = pageNumberWithin(wanted, pageCount(total, options.perPage));
  return {
    items: page === wanted ? items : await slice(page),
    page,
    totalPages: pageCount(total, options.perPage),
    total,
  };
}
