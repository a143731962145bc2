import type { AdminPortfolioDto, PortfolioCard, PortfolioDto } from "../../../domain/content.ts";
import type { PortfolioType } from "../../../domain/enums.ts";
import { type Page, pageCount, pageNumberWithin } from "../../../domain/portfolio-browsing.ts";
import type { Db } from "../../db/client.ts";
import { recordKey } from "../../lib/record-key.ts";
import { isUuid } from "../../lib/uuid.ts";
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

export async function getPortfolioItem(
  db: Db,
  /** Its id or its slug (issue 53: a public read accepts either). */
  idOrSlug: string,
  options: { includeInactive?: boolean } = {},
): Promise<PortfolioDto | null> {
  const key = recordKey(idOrSlug);
  if (!key) return null;
  const [row] = await selectPortfolio(db, { ...key, isActive: options.includeInactive ? undefined : true });
  return row ? toPortfolioDto(row) : null;
}

/** One item as the back office reads it: active or not, with its publication badge. */
export async function getAdminPortfolioItem(db: Db, idOrSlug: string): Promise<AdminPortfolioDto | null> {
  const id = isUuid(idOrSlug) ? idOrSlug : (await getPortfolioItem(db, idOrSlug, { includeInactive: true }))?._id;
  if (!id) return null;
  const [row] = await selectAdminPortfolioItem(db, id);
  return row ? toAdminPortfolioDto(row) : null;
}

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
