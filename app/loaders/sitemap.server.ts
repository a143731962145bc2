import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses";
import { blogPaths } from "../../domain/blog-feeds";
import { fixedPageNames, fixedPages, isIndexed } from "../../domain/fixed-pages";
import type { SearchSettings } from "../../domain/search-settings";
import { listPublishedArticles } from "../../server/modules/articles/reads";
import { listCategories } from "../../server/modules/categories/reads";
import { listJobs } from "../../server/modules/jobs/reads";
import { listPublishedPages } from "../../server/modules/pages/reads";
import { listPortfolio } from "../../server/modules/portfolio/reads";
import { listServices } from "../../server/modules/services/reads";
import type { SitemapEntry } from "../lib/sitemap";

type Listable = { updatedAt: string; seo: SearchSettings };

/**
 * The records' pages a search engine is asked to index: not those hidden from search engines, nor
 * those whose canonical address is another (ADR 0166); each with the day it last changed.
 */
function listed<T extends Listable>(origin: string, records: readonly T[], address: (record: T) => string) {
  return records.flatMap((record): SitemapEntry[] => {
    const path = address(record);
    return isIndexed(record.seo, path, origin) ? [{ path, lastModified: record.updatedAt.slice(0, 10) }] : [];
  });
}

/**
 * The blog page of each author with a published article (ADR 0219), dated by the newest change of
 * those articles: a staff member with nothing published has no page.
 */
function authorsOf(articles: readonly { author: { slug: string } | null; updatedAt: string }[]): SitemapEntry[] {
  const newest = new Map<string, string>();
  for (const { author, updatedAt } of articles) {
    if (!author) continue;
    const path = addressOf.blogAuthor(author);
    const day = updatedAt.slice(0, 10);
    const known = newest.get(path);
    if (known === undefined || day > known) newest.set(path, day);
  }
  return [...newest].map(([path, lastModified]) => ({ path, lastModified }));
}

/**
 * Every public URL search engines may index: the fixed pages and the blog (once it has an article),
 * then each category, service, project, product, open job, published page, published article and
 * author of one.
 */
export async function loadSitemapEntries(context: AppLoadContext): Promise<SitemapEntry[]> {
  const { db } = context;
  const origin = context.config.publicUrl;
  const [site, categories, services, projects, products, jobs, pages, articles] = await Promise.all([
    context.site(),
    listCategories(db),
    listServices(db),
    listPortfolio(db, { type: "project" }),
    listPortfolio(db, { type: "product" }),
    listJobs(db),
    listPublishedPages(db),
    listPublishedArticles(db),
  ]);
  return [
    ...fixedPageNames
      .filter((name) => isIndexed(site.seo.pages[name], fixedPages[name].path, origin))
      .map((name) => ({ path: fixedPages[name].path })),
    ...(articles.length > 0 ? [{ path: blogPaths.list }] : []),
    ...listed(origin, categories, addressOf.category),
    ...listed(origin, services, addressOf.service),
    ...listed(origin, [...projects, ...products], addressOf.portfolio),
    ...listed(origin, jobs, addressOf.job),
    ...listed(origin, pages, addressOf.page),
    ...listed(origin, articles, addressOf.article),
    ...authorsOf(articles),
  ];
}
