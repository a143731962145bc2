import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses.ts";
import type { PortfolioType } from "../../domain/enums.ts";
import { type PortfolioDto, portfolioDefaults, portfolioDtoSchema } from "../../domain/portfolio.ts";
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
import { describeRecords } from "../../server/modules/media/picture-words.ts";
import { getPortfolioItem, listPortfolio, pageOfPortfolio } from "../../server/modules/portfolio/reads.ts";
import { addressed, previewedId } from "./addresses.server.ts";
import { orNotFound } from "./not-found.server.ts";
import { draftOnlyRecord, withDraft } from "./preview.server.ts";
import { inPageLanguage, localRecord, translatedLocaleOf, type Versions, versionsOf } from "./translations.server.ts";

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
  const shown = reversedPage(page);
  return { chips, selected, page: { ...shown, items: await describeRecords(db, shown.items, "image") } };
}

/** /products?page=<n>: one page of the active products, newest first. */
export async function loadProductsPage(db: Db, url: URL) {
  const page = await pageOfPortfolio(db, {
    type: "product",
    page: parsePageNumber(url.searchParams.get(portfolioQuery.page)),
    perPage: PRODUCTS_PER_PAGE,
  });
  return { page: { ...page, items: await describeRecords(db, page.items, "image") } };
}

/**
 * A page of a portfolio list in the page's language (issue 74): in a translated one, only the items
 * translated into it, their words laid over.
 */
export async function inLanguageOf<P extends { page: { items: PortfolioDto[] } }>(
  context: Pick<AppLoadContext, "db" | "locale">,
  list: P,
): Promise<P> {
  if (!translatedLocaleOf(context)) return list;
  const items = await inPageLanguage(context, "portfolio", list.page.items, (item) => item._id);
  return { ...list, page: { ...list.page, items } };
}

/** What a details page's loader reads: the database, the categories, and the preview it renders, if any. */
export type DetailsContext = Pick<AppLoadContext, "db" | "preview" | "categories" | "query" | "locale" | "config">;

/**
 * /projects/:slug or /products/:slug: the item at its address; any other address of it (its id, a
 * former slug, the other type's list) one 301 there (ADR 0161); or, in a preview, the previewed item
 * (inactive too) with its draft laid over.
 */
export async function loadPortfolioItem(
  context: DetailsContext,
  type: PortfolioType,
  slug: string,
): Promise<{ item: PortfolioDto; versions: Versions }> {
  const id = previewedId(context, "portfolio");
  if (id) return { item: orNotFound(await previewedItem(context, type, id)), versions: {} };
  const read = (key: string) => getPortfolioItem(context.db, key);
  const locale = translatedLocaleOf(context);
  if (locale) {
    const { record, versions } = await localRecord(
      { ...context, locale },
      {
        kind: "portfolio",
        key: slug,
        read,
        idOf: (item) => item._id,
        pathOf: addressOf.portfolio,
        requested: (asked) => addressOf.portfolio({ type, slug: asked }),
      },
    );
    return { item: record, versions };
  }
  const item = await addressed(context, {
    kind: "portfolio",
    key: slug,
    read,
    pathOf: addressOf.portfolio,
    requested: addressOf.portfolio({ type, slug }),
  });
  const versions = await versionsOf(context, {
    kind: "portfolio",
    id: item._id,
    record: item,
    pathOf: addressOf.portfolio,
  });
  return { item, versions };
}

/** The item a preview shows, if it is of the page's type. */
async function previewedItem(context: DetailsContext, type: PortfolioType, id: string): Promise<PortfolioDto | null> {
  const draftOnly = await draftOnlyItem(context, id);
  if (draftOnly) return draftOnly.type === type ? draftOnly : null;
  const item = await getPortfolioItem(context.db, id, { includeInactive: true });
  if (item?.type !== type) return null;
  return withDraft(context, portfolioDtoSchema, item);
}

/** The preview of an item saved as a draft on create: built from its draft, its kept files and its category. */
function draftOnlyItem(context: DetailsContext, id: string) {
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
      category: category
        ? { _id: category._id, name: category.name, slug: category.slug }
        : { _id: "", name: "", slug: "" },
      isActive: true,
    };
  });
}

/** /projects/:slug: the project. */
export async function loadProjectDetails(context: DetailsContext, slug: string) {
  const { item, versions } = await loadPortfolioItem(context, "project", slug);
  const [project] = await describeRecords(context.db, [item], "image");
  return { project, versions };
}

/** /product-details without an id: no product, and the row of active products below. */
export async function loadProductRow(context: DetailsContext) {
  return { product: null, others: await listPortfolio(context.db, { type: "product" }) };
}

/** /products/:slug: the product and the other active products for the 'Our Products' row. */
export async function loadProductDetails(context: DetailsContext, slug: string) {
  const [{ item: product, versions }, products] = await Promise.all([
    loadPortfolioItem(context, "product", slug),
    listPortfolio(context.db, { type: "product" }),
  ]);
  const shown = await inPageLanguage(context, "portfolio", products, (item) => item._id);
  const others = shown.filter((item) => item._id !== product._id);
  const [described, ...describedOthers] = await describeRecords(context.db, [product, ...others], "image");
  return { product: described, others: describedOthers, versions };
}
