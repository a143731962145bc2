import type { AppLoadContext } from "react-router";
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
    ...categories.map((c) => ({ path: `/services/sub-services/${c._id}`, lastModified: day(c.updatedAt) })),
    ...services.map((s) => ({ path: `/services/service-detail/${s._id}`, lastModified: day(s.updatedAt) })),
    ...projects.map((p) => ({ path: `/project-details?id=${p._id}`, lastModified: day(p.updatedAt) })),
    ...products.map((p) => ({ path: `/product-details?id=${p._id}`, lastModified: day(p.updatedAt) })),
    ...jobs.map((j) => ({ path: `/career/${j._id}`, lastModified: day(j.updatedAt) })),
  ];
}
