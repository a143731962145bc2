import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses";
import { addressIn } from "../../domain/local-addresses";
import type { PortfolioCard } from "../../domain/portfolio";
import { listPublishedArticles } from "../../server/modules/articles/reads";
import { picturesIn, readPictureWords, withWords } from "../../server/modules/media/picture-words";
import { listPortfolioCards } from "../../server/modules/portfolio/reads";
import { cardOf } from "./articles.server";
import { loadCategoryCards } from "./category-cards.server";
import { sectionsAt } from "./kind-sections.server";
import { inPageLanguage } from "./translations.server";

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

/**
 * The home page's data, read straight from the service layer so the first HTML is complete; every
 * picture it shows with the library's words, read in one query.
 */
export async function loadHomeData(context: AppLoadContext) {
  const site = await context.site();
  const latest = site.home.latestArticles;
  // In a translated language only what is translated into it, in its words (issue 74).
  const [categories, projects, articles, sections] = await Promise.all([
    orFallback(context, "categories", () => loadCategoryCards(context), null),
    orFallback(
      context,
      "projects",
      async (): Promise<PortfolioCard[]> =>
        inPageLanguage(context, "portfolio", await listPortfolioCards(context.db, "project"), (card) => card._id),
      [],
    ),
    latest > 0
      ? orFallback(
          context,
          "articles",
          async () =>
            inPageLanguage(context, "article", await listPublishedArticles(context.db, latest), (item) => item._id),
          [],
        )
      : [],
    sectionsAt(context, "home", null),
  ]);
  const heroPoster = site.images.heroPoster;
  const shown = [
    ...picturesIn(categories ?? [], "icon"),
    ...picturesIn(projects, "cover"),
    ...picturesIn(site.partners, "logo"),
    heroPoster,
  ];
  // Without the library's words the pictures still show, with the page's own alt text.
  const book = await orFallback(context, "picture words", () => readPictureWords(context.db, shown), new Map());
  return {
    categories: categories && withWords(categories, "icon", book),
    projects: withWords(projects, "cover", book),
    home: site.home,
    partners: withWords(site.partners, "logo", book),
    heroPoster,
    heroWords: (heroPoster && book.get(heroPoster)) || null,
    filterCategories: site.portfolio.filterCategories,
    articles: articles.map((article) => ({
      ...cardOf(article),
      path: addressIn(context.locale, addressOf.article(article)),
    })),
    sections,
  };
}
