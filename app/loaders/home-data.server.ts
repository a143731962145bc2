import type { AppLoadContext } from "react-router";
import type { PortfolioCard } from "../../domain/content";
import { listPortfolioCards } from "../../server/modules/portfolio/reads";
import { loadCategoryCards } from "./category-cards.server";

/**
 * Reads one block of a page; a failure is logged and the block shows its empty state (spec §8).
 * Such a page is incomplete: it is not kept in the page cache (server/plugins/react-router.ts).
 */
async function orFallback<T, F>(context: AppLoadContext, what: string, read: () => Promise<T>, fallback: F) {
  try {
    return await read();
  } catch (error) {
    context.log.error({ err: error }, `Failed to fetch ${what}`);
    context.readFailed();
    return fallback;
  }
}

/** The home page's data, read straight from the service layer so the first HTML is complete. */
export async function loadHomeData(context: AppLoadContext) {
  const [categories, projects, site] = await Promise.all([
    orFallback(context, "categories", () => loadCategoryCards(context), null),
    orFallback(context, "projects", (): Promise<PortfolioCard[]> => listPortfolioCards(context.db, "project"), []),
    context.site(),
  ]);
  return {
    categories,
    projects,
    home: site.home,
    partners: site.partners,
    heroPoster: site.images.heroPoster,
    filterCategories: site.portfolio.filterCategories,
  };
}
