import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressOf } from "../../domain/addresses.ts";
import { fixedPageNames, fixedPages } from "../../domain/fixed-pages.ts";
import { bearer, createAdmin, createRole, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * /sitemap.xml through the app (ADR 0170): one urlset while the site fits in one sitemap; past
 * the limit an index of `/sitemap.xml?part=N`, each part a urlset, a part past the last a 404. The
 * app's limit is lowered to MAX_URLS here; tests/unit/sitemap.test.ts splits at the real 50,000.
 */
const MAX_URLS = 40;
let ctx: TestContext;
beforeAll(async () => {
  // English alone: the split is counted on one language's addresses (the Urdu ones: tests/api/site-languages.test.ts).
  ctx = await createTestApp({ sitemapMaxUrls: MAX_URLS, locales: ["en"] }, undefined, "development");
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
const origin = () => ctx.config.publicUrl;
const fixedPaths = fixedPageNames.map((name) => fixedPages[name].path);

/**
 * `count` open jobs in one statement: job n created and changed n days after 2025-01-01, so the
 * sitemap (jobs newest first) lists job `count` first and job 1 last.
 */
const jobDay = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);
const insertJobs = (count: number) =>
  ctx.database.db.execute(sql`
    insert into jobs (title, slug, description, company_overview, job_role, requirements, created_at, updated_at)
    select 'Bulk job ' || n, 'bulk-job-' || n, 'Build things', 'An agency', array['Code'], array['TypeScript'],
           timestamptz '2025-01-01T00:00:00Z' + n * interval '1 day',
           timestamptz '2025-01-01T00:00:00Z' + n * interval '1 day'
    from generate_series(1, ${count}) as n`);

describe("the sitemap through the app", () => {
  it("is one urlset while the site fits, with no parts, and robots.txt names it", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(locsOf(res.body)).toEqual(fixedPaths.map((path) => `${origin()}${path}`));
    expect((await get("/sitemap.xml?part=1")).statusCode).toBe(404);
    expect((await get("/robots.txt")).body).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  it("lists the blog page of each author with a published article, once, dated by their newest; no one with only unpublished ones", async () => {
    const owner = bearer((await signInAsSuperAdmin(ctx)).token);
    await createRole(ctx, "Sitemap writer", {});
    const { id: quietId } = await createAdmin(ctx, "sitemap-writer", "Sitemap writer");
    const api = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/v1/articles${url}`, headers: owner, payload });
    const create = async (payload: object) => {
      const res = await api("POST", "", { isActive: true, ...payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    const made = [
      await create({ title: "First notes", slug: "first-notes" }),
      await create({ title: "Second notes", slug: "second-notes" }),
      await create({ title: "Not yet", slug: "not-yet", authorId: quietId, isActive: false }),
    ];
    const [mine, , quiet] = made;
    const authorLoc = (article: { author: { slug: string } }) => `${origin()}${addressOf.blogAuthor(article.author)}`;
    const authorsListed = async () => {
      const body = (await get("/sitemap.xml")).body;
      return { body, locs: locsOf(body).filter((loc) => loc.startsWith(`${origin()}/blog/author/`)) };
    };

    const before = await authorsListed();
    expect(before.locs).toEqual([authorLoc(mine)]);
    expect(before.body).toContain(`<loc>${authorLoc(mine)}</loc><lastmod>${made[1].updatedAt.slice(0, 10)}</lastmod>`);
    expect(locsOf(before.body)).not.toContain(authorLoc(quiet));

    const published = await api("PATCH", `/${quiet._id}`, { isActive: true });
    expect(published.statusCode, published.body).toBe(200);
    const listed = (await authorsListed()).locs;
    expect([...listed].sort()).toEqual([authorLoc(mine), authorLoc(quiet)].sort());
    // Each answers itself, no redirect (the one without a slug yet is served at its id, ADR 0219).
    for (const loc of listed) expect((await get(loc.slice(origin().length))).statusCode, loc).toBe(200);

    // The next test counts the sitemap's addresses: the blog goes with its last article.
    for (const article of made) expect((await api("DELETE", `/${article._id}`)).statusCode).toBe(200);
    expect(locsOf((await get("/sitemap.xml")).body)).toEqual(fixedPaths.map((path) => `${origin()}${path}`));
  });

  it("past the limit is an index of parts of at most the limit; a part past the last is a 404", async () => {
    // With the fixed pages, one more address than a sitemap may hold splits it in two.
    const jobs = MAX_URLS - fixedPaths.length + 1;
    await insertJobs(jobs);

    const index = await get("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Each part dated by its newest job: the first holds the newest, the second only job 1.
    expect(index.body).toContain(
      `<loc>${origin()}/sitemap.xml?part=1</loc><lastmod>${jobDay(jobs)}</lastmod></sitemap>`,
    );
    expect(index.body).toContain(`<loc>${origin()}/sitemap.xml?part=2</loc><lastmod>${jobDay(1)}</lastmod></sitemap>`);
    expect(locsOf(index.body)).toHaveLength(2);

    const first = await get("/sitemap.xml?part=1");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const firstLocs = locsOf(first.body);
    expect(firstLocs).toHaveLength(MAX_URLS);
    expect(firstLocs.slice(0, fixedPaths.length)).toEqual(fixedPaths.map((p) => `${origin()}${p}`));
    expect(firstLocs.at(-1)).toBe(`${origin()}/career/bulk-job-2`);

    const second = await get("/sitemap.xml?part=2");
    expect(second.statusCode).toBe(200);
    expect(locsOf(second.body)).toEqual([`${origin()}/career/bulk-job-1`]);

    for (const missing of ["3", "0", "x"]) {
      const res = await get(`/sitemap.xml?part=${missing}`);
      expect(res.statusCode, missing).toBe(404);
      expect(res.body).not.toContain("<urlset");
    }
    expect((await get("/robots.txt")).body).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });
});
