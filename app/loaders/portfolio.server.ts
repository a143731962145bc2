import { type AppLoadContext, data } from "react-router";
import { type PortfolioDto, portfolioDtoSchema } from "../../domain/content.ts";
import type { PortfolioType } from "../../domain/enums.ts";
import { portfolioDefaults } from "../../domain/portfolio.ts";
import {
  filterChips,
  parsePageNumber,
  portfolioQuery,
  reversedPage,
  selectedChip,
} from "../../domain/portfolio-browsing.ts";
import { PORTFOLIO_ALL, PRODUCTS_PER_PAGE, PROJECTS_PER_PAGE } from "../../domain/public-site.ts";
import type { Db } from "../../server/db/client.ts";
import { listCategories } from "../../server/modules/categories/reads.ts";
import { getPortfolioItem, listPortfolio, pageOfPortfolio } from "../../server/modules/portfolio/reads.ts";
import { draftOnlyRecord, isPreviewOf, withDraft } from "./preview.server.ts";

/**
 * /projects?category=<name>&page=<n>: the chips, the selected one and one page of the filtered
 * projects, each page shown in reverse order (spec §4). Only the page travels to the browser.
 */
export async function loadProjectsPage(db: Db, url: URL, categories = listCategories(db), allowed?: readonly string[]) {
  const chips = filterChips(
    (await categories).map((category) => category.name),
    allowed,
  );
  const selected = selectedChip(chips, url.searchParams.get(portfolioQuery.category));
  const page = await pageOfPortfolio(db, {
    type: "project",
    categoryName: selected === PORTFOLIO_ALL ? undefined : selected,
    page: parsePageNumber(url.searchParams.get(portfolioQuery.page)),
    perPage: PROJECTS_PER_PAGE,
  });
  return { chips, selected, page: reversedPage(page) };
}

/** /products?page=<n>: one page of the active products, newest first. */
export async function loadProductsPage(db: Db, url: URL) {
  const page = parsePageNumber(url.searchParams.get(portfolioQuery.page));
  return { page: await pageOfPortfolio(db, { type: "product", page, perPage: PRODUCTS_PER_PAGE }) };
}

/**
 * The item named by `?id=` on /project-details or /product-details, or null (no id, an unknown id,
 * an inactive item or one of the other type). Navigation state is read by the page itself.
 */
export async function loadPortfolioItem(
  db: Db,
  url: URL,
  type: PortfolioType,
  /** A preview's context: the item it previews is read even inactive, with its draft laid over. */
  context?: AppLoadContext,
): Promise<PortfolioDto | null> {
  const id = url.searchParams.get(portfolioQuery.id);
  if (!id) return null;
  const previewed = context !== undefined && isPreviewOf(context, "portfolio", id);
  const draftOnly = previewed && context ? await draftOnlyItem(context, id) : null;
  if (draftOnly) return draftOnly.type === type ? draftOnly : null;
  const item = await getPortfolioItem(db, id, { includeInactive: previewed });
  if (item?.type !== type) return null;
  return previewed && context ? withDraft(context, portfolioDtoSchema, item) : item;
}

/** The preview of an item saved as a draft on create: built from its draft, its kept files and its category. */
function draftOnlyItem(context: AppLoadContext, id: string) {
  return draftOnlyRecord(context, portfolioDtoSchema, id, async ({ fields, images, savedAt }) => {
    const category = (await context.categories()).find((c) => c._id === fields.category);
    const date = typeof fields.date === "string" ? fields.date : savedAt;
    return {
      ...portfolioDefaults,
      ...fields,
      projectCode: "",
      date,
      year: new Date(date).getUTCFullYear(),
      image: images,
      category: category ? { _id: category._id, name: category.name } : { _id: "", name: "" },
      isActive: true,
      version: 0,
      createdAt: savedAt,
      updatedAt: savedAt,
    };
  });
}

/** A details page's answer: 404 (with the page's message) when an `?id=` was given but names no item. */
function detailsAnswer<T>(url: URL, item: PortfolioDto | null, payload: T) {
  return data(payload, { status: !item && url.searchParams.has(portfolioQuery.id) ? 404 : 200 });
}

/** /project-details: the project of `?id=`. */
export async function loadProjectDetails(db: Db, url: URL, context?: AppLoadContext) {
  const project = await loadPortfolioItem(db, url, "project", context);
  return detailsAnswer(url, project, { project });
}

/** /product-details: the product of `?id=` and the other active products for the 'Our Products' row. */
export async function loadProductDetails(db: Db, url: URL, context?: AppLoadContext) {
  const [product, products] = await Promise.all([
    loadPortfolioItem(db, url, "product", context),
    listPortfolio(db, { type: "product" }),
  ]);
  const others = products.filter((item) => item._id !== product?._id);
  return detailsAnswer(url, product, { product, others });
}
