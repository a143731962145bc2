import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses";
import { listCategories } from "../../server/modules/categories/reads";
import { listJobs } from "../../server/modules/jobs/reads";
import { listPortfolio } from "../../server/modules/portfolio/reads";
import { listServices } from "../../server/modules/services/reads";
import { type SitemapEntry, staticSitemapPaths } from "../lib/sitemap";

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
  const day = (iso: string) => iso.slice(0, 10);
  return [
    ...staticSitemapPaths.map((path) => ({ path })),
    ...categories.map((c) => ({ path: addressOf.category(c), lastModified: day(c.updatedAt) })),
    ...services.map((s) => ({ path: addressOf.service(s), lastModified: day(s.updatedAt) })),
    ...[...projects, ...products].map((p) => ({ path: addressOf.portfolio(p), lastModified: day(p.updatedAt) })),
    ...jobs.map((j) => ({ path: addressOf.job(j), lastModified: day(j.updatedAt) })),
  ];
}
