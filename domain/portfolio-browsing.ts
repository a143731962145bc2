import { PORTFOLIO_ALL, portfolioFilterCategories } from "./public-site.ts";

/**
 * How visitors browse projects and products on the public site (public-site spec §4 and §9):
 * paging and the category filter, as pure functions for the page loaders and the tests.
 */

export type Page<T> = { items: T[]; page: number; totalPages: number; total: number };

/** A page number from a query-string value: whole, at least 1; anything else is page 1. */
export function parsePageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * One page of a list. A page past the end shows the last page; an empty list has one empty page.
 * `reversed` shows each page in reverse order, as the spec's projects page does.
 */
export function pageOf<T>(list: readonly T[], page: number, perPage: number, reversed = false): Page<T> {
  const totalPages = Math.max(1, Math.ceil(list.length / perPage));
  const current = Math.min(Math.max(1, Math.trunc(page)), totalPages);
  const items = list.slice((current - 1) * perPage, current * perPage);
  return { items: reversed ? items.reverse() : items, page: current, totalPages, total: list.length };
}

/** The filter chips: All, then the kept categories that exist, in the spec's order (all of them when none do). */
export function filterChips(categoryNames: readonly string[]): string[] {
  const present = new Set(categoryNames.map((name) => name.toLowerCase()));
  const kept = portfolioFilterCategories.filter((name) => present.has(name.toLowerCase()));
  return [PORTFOLIO_ALL, ...(kept.length > 0 ? kept : portfolioFilterCategories)];
}

/** The chip a query-string value selects: one of `chips` ignoring case, else All. */
export function selectedChip(chips: readonly string[], value: string | null | undefined): string {
  const wanted = value?.trim().toLowerCase();
  return chips.find((chip) => chip.toLowerCase() === wanted) ?? PORTFOLIO_ALL;
}

/** Items whose category name matches the chip; All keeps everything. */
export function byCategoryName<T extends { category: { name: string } }>(items: readonly T[], chip: string): T[] {
  if (chip === PORTFOLIO_ALL) return [...items];
  const wanted = chip.toLowerCase();
  return items.filter((item) => item.category.name.toLowerCase() === wanted);
}
