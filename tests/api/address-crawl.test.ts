import { describe, expect, it } from "vitest";
import { categories, jobs, portfolioItems, services } from "../../server/db/schema/content.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { draftsTestApp } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";

/**
 * Nothing breaks (issue 53): every address the sitemap lists answers; after every record is renamed,
 * every one of those addresses still answers, each reaching its page in exactly one redirect.
 */
const t = draftsTestApp({ ssr: "development" });
const { api, get } = t;

/** The site paths a sitemap lists. */
const pathsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);

async function seedSite() {
  for (const n of [1, 2, 3]) {
    const category = await insertCategory(t.db, { name: `Crawl category ${n}`, slug: `crawl-category-${n}` });
    // The first category holds one service (its card opens the service), the others two.
    for (const s of n === 1 ? [1] : [1, 2])
      await insertService(t.db, category.id, { name: `Crawl service ${n}.${s}`, slug: `crawl-service-${n}-${s}` });
    await insertPortfolioItem(t.db, category.id, { slug: `crawl-project-${n}` });
    await insertPortfolioItem(t.db, category.id, {
      type: "product",
      slug: `crawl-product-${n}`,
      productCode: `CRAWL-${n}`,
    });
    await insertJob(t.db, { slug: `crawl-job-${n}` });
  }
}

/** Every record gets a new slug, through the API as an editor would. */
async function renameEverything() {
  const renamed = (slug: string) => `${slug}-renamed`;
  for (const row of await t.db.select().from(categories)) {
    const res = await api("PATCH", `/category/update/${row.id}`, multipart({ slug: renamed(row.slug) }));
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const row of await t.db.select().from(services)) {
    const res = await api("PATCH", `/services/update/${row.id}`, multipart({ slug: renamed(row.slug) }));
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const row of await t.db.select().from(portfolioItems)) {
    const res = await api("PATCH", `/project/update/${row.id}`, { slug: renamed(row.slug) });
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const row of await t.db.select().from(jobs)) {
    const res = await api("PATCH", `/job/update/${row.id}`, { slug: renamed(row.slug) });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The specs' id addresses of every record (they were served before slugs existed). */
async function specAddresses(): Promise<string[]> {
  return [
    ...(await t.db.select().from(categories)).map((c) => `/services/sub-services/${c.id}`),
    ...(await t.db.select().from(services)).map((s) => `/services/service-detail/${s.id}`),
    ...(await t.db.select().from(portfolioItems)).map((p) => `/${p.type}-details?id=${p.id}`),
    ...(await t.db.select().from(jobs)).flatMap((j) => [`/career/${j.id}`, `/career/form/${j.id}`]),
  ];
}

describe("crawling the sitemap", () => {
  it("finds every address answering before and after every record is renamed, in at most one redirect", async () => {
    await seedSite();
    const before = pathsOf((await get("/sitemap.xml")).body);
    const detail = before.filter((path) => /^\/(services|projects|products|career)\/./.test(path));
    // 3 categories, 5 services, 3 projects, 3 products, 3 jobs.
    expect(detail).toHaveLength(17);
    for (const path of before) expect((await get(path)).statusCode, path).toBe(200);
    const old = [...before, ...(await specAddresses())];

    await renameEverything();

    const after = pathsOf((await get("/sitemap.xml")).body);
    expect(after.filter((path) => path.includes("-renamed"))).toHaveLength(17);
    const outcomes = { direct: 0, redirected: 0, broken: [] as string[] };
    for (const path of old) {
      const first = await get(path);
      if (first.statusCode === 200) {
        outcomes.direct++;
        continue;
      }
      const location = first.headers.location;
      const next = first.statusCode === 301 && typeof location === "string" ? await get(location) : undefined;
      // Straight to a current address: one the new sitemap lists, or a listed job's application form.
      const target = typeof location === "string" ? location.replace(/\/apply$/, "") : "";
      if (next?.statusCode === 200 && after.includes(target)) outcomes.redirected++;
      else outcomes.broken.push(`${path} → ${first.statusCode} ${location ?? ""} → ${next?.statusCode ?? "-"}`);
    }
    expect(outcomes.broken).toEqual([]);
    // Every renamed record's old address and every spec address was redirected; the fixed pages were not.
    // 17 sitemap addresses; 3 + 5 + 6 + 2 × 3 spec addresses.
    expect(outcomes.redirected).toBe(17 + 20);
    expect(outcomes.direct).toBe(before.length - 17);
    // About a hundred page renders through Vite: minutes on a busy two-core machine.
  }, 180_000);
});
