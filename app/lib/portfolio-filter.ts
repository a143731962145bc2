import { PORTFOLIO_ALL, portfolioFilterCategories } from "../../domain/public-site";

/**
 * The chips of a portfolio filter: All, then those of the allowed categories (Site › Portfolio;
 * by default Web Development, Mobile App Development) that exist. When the categories could not be read (`null`), the spec's
 * fallback: All plus both allowed names.
 */
export function portfolioChips(
  categoryNames: readonly string[] | null,
  allowed: readonly string[] = portfolioFilterCategories,
): string[] {
  if (categoryNames === null) return [PORTFOLIO_ALL, ...allowed];
  const existing = new Set(categoryNames);
  return [PORTFOLIO_ALL, ...allowed.filter((name) => existing.has(name))];
}

/** All shows everything; a category shows the items whose category name matches. */
export function filterByCategory<T extends { category: string | { name: string } }>(
  items: readonly T[],
  chip: string,
): T[] {
  if (chip === PORTFOLIO_ALL) return [...items];
  return items.filter((item) => (typeof item.category === "string" ? item.category : item.category.name) === chip);
}
