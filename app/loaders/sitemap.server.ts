import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses";
import type { SearchSettings } from "../../domain/search-settings";
import { listCategories } from "../../server/modules/categories/reads";
import { listJobs } from "../../server/modules/jobs/reads";
import { listPortfolio } from "../../server/modules/portfolio/reads";
import { listServices } from "../../server/modules/services/reads";
import { type SitemapEntry, staticSitemapPaths } from "../lib/sitemap";

type Listable = { updatedAt: string; seo: SearchSettings };

/**
 * The records' pages a search engine is asked to index: not those hidden from search engines, nor
 * those whose canonical address is another (ADR 0166); each with the day it last changed.
 */
function listed<T extends Listable>(records: readonly T[], address: (record: T) => string): SitemapEntry[] {
  return records.flatMap((record) => {
    const path = address(record);
    const { noindex, canonical } = record.seo;
    if (noindex || (canonical !== "" && canonical !== path)) return [];
    return [{ path, lastModified: record.updatedAt.slice(0, 10) }];
  });
}

/** Every public URL: the fixed pages, then each category, service, project, product and open job. */
export async function loadSitemapEntries(context: AppLoadContext): Promise<SitemapEntry[]> {
  const { db } = context;
  const [categories, services, projects, products, jobs] = await Promise.all([
    listCategories(db),
    listServices(db),
    listPortfolio(db, { type: "project" }),
    listPortfolio(db, { type: "product" }),
    listJobs(db),
  ]);
  return [
    ...staticSitemapPaths.map((path) => ({ path })),
    ...listed(categories, addressOf.category),
    ...listed(services, addressOf.service),
    ...listed([...projects, ...products], addressOf.portfolio),
    ...listed(jobs, addressOf.job),
  ];
}
