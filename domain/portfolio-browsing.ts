import { PORTFOLIO_ALL, portfolioFilterCategories } from "./public-site.ts";

/**
 * How visitors browse projects and products on the public site (public-site spec §4 and §9):
 * paging and the category filter, as pure functions for the page loaders and the tests.
 */

export type Page<T> = { items: T[]; page: number; totalPages: number; total: number };

/**
 * The query parameters of the portfolio pages. They are all that can change those pages, so they are
 * also all that the page cache keys them by (each route module's `handle.searchParams`).
 */
export const portfolioQuery = { category: "category", page: "page", id: "id" } as const;

/** How many pages a list of `total` items fills: at least one, even when empty. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** A wanted page number, brought within 1..totalPages: past the end is the last page. */
export const pageNumberWithin = (page: number, totalPages: number) =>
  Math.min(Math.max(1, Math.trunc(page)), totalPages);

/** A page number from a query-string value: whole, at least 1; anything else is page 1. */
export function parsePageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The same page with its items in reverse order, as the spec's projects page shows them. */
export const reversedPage = <T>(page: Page<T>): Page<T> => ({ ...page, items: [...page.items].reverse() });

/**
 * The filter chips: All, then the chosen categories (Site › Portfolio; the spec's two by default)
 * that exist, in that order (all of them when none do).
 */
export function filterChips(
  categoryNames: readonly string[],
  allowed: readonly string[] = portfolioFilterCategories,
): string[] {
  const present = new Set(categoryNames.map((name) => name.toLowerCase()));
  const kept = allowed.filter((name) => present.has(name.toLowerCase()));
  return [PORTFOLIO_ALL, ...(kept.length > 0 ? kept : allowed)];
}

/** The chip a query-string value selects: one of `chips` ignoring case, else All. */
export function selectedChip(chips: readonly string[], value: string | null | undefined): string {
  const wanted = value?.trim().toLowerCase();
  return chips.find((chip) => chip.toLowerCase() === wanted) ?? PORTFOLIO_ALL;
}
