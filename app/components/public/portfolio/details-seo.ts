import type { MetaDescriptor } from "react-router";
import { addressOf } from "../../../../domain/addresses";
import type { PortfolioType } from "../../../../domain/enums";
import type { Locale } from "../../../../domain/locales";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { type MetaMatch, productJsonLd, publisherFrom, seo, unindexedSeo } from "../../../lib/seo";
import { detailsPages } from "./details-pages";

/**
 * The <head> of a project's or product's page (or the specs' /project-details without an item): the item's name, text and first image, or a
 * page kept out of the index when no item was found. Products are shared as products with their
 * JSON-LD, projects as articles.
 */
export function portfolioDetailsSeo(
  matches: readonly MetaMatch[],
  item: PortfolioDto | null | undefined,
  type: PortfolioType,
  /** The item's versions in other languages (issue 74), from its loader. */
  versions?: Partial<Record<Locale, string>>,
): MetaDescriptor[] {
  const page = detailsPages[type];
  if (!item) return unindexedSeo(matches, `${page.noun} details`, page.missingText, page.path);
  return seo(matches, {
    title: item.name,
    description: item.description.slice(0, 160) || `${item.name}, a ${item.category.name} ${type}`,
    path: addressOf.portfolio(item),
    image: item.image[0],
    search: item.seo,
    pictures: item.image,
    type: type === "product" ? "product" : "article",
    jsonLd: type === "product" ? [productJsonLd(publisherFrom(matches), item)] : undefined,
    versions,
  });
}
