import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestSettings } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import {
  analyticsPageViews,
  analyticsSourceVisitors,
  analyticsVisitors,
} from "../../server/modules/insights/schema.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, createTestAppOn, type TestContext } from "../support/test-app.ts";

/**
 * Page views and unique visitors, counted as pages are served (ADR 0080): what counts, what never
 * does, the daily salt, and that no address or user agent is kept.
 */
const DAY = 24 * 60 * 60 * 1000;
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ipad =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

type Headers = Record<string, string>;

async function pageViewRows(db: Db) {
  return db.select().from(analyticsPageViews);
}
const totalViews = async (db: Db) => (await pageViewRows(db)).reduce((sum, row) => sum + row.views, 0);
async function visitorsOn(db: Db, day: string) {
  const rows = await db.select().from(analyticsVisitors).where(sql`${analyticsVisitors.day} = ${day}`);
  return rows[0]?.visitors ?? 0;
}

describe("pages rendered by the server", () => {
  let ctx: TestContext;
  let now = Date.UTC(2031, 4, 10, 12);
  const today = () => new Date(now).toISOString().slice(0, 10);

  beforeAll(async () => {
    ctx = await createTestApp({ publicWriteLimit: 1000 }, undefined, "development", false, () => now);
    // Vite compiles the route modules on first use (counted before the tests look: they compare).
    for (const url of ["/", "/about", "/contact", "/services", "/privacy", "/admin/login"]) {
      await ctx.app.inject({ method: "GET", url });
    }
    await ctx.app.pageViews.flush();
  }, 180_000);
  afterAll(() => ctx?.close());

  const visit = (url: string, headers: Headers = {}, remoteAddress = "198.51.100.20", method: "GET" | "HEAD" = "GET") =>
    ctx.app.inject({ method, url, headers: { "user-agent": browser, ...headers }, remoteAddress });

  async function counted(work: () => Promise<unknown>) {
    await ctx.app.pageViews.flush();
    const before = await totalViews(ctx.database.db);
    await work();
    await ctx.app.pageViews.flush();
    return (await totalViews(ctx.database.db)) - before;
  }

  it("counts each page served once, by path and device, and its data request as the same page", async () => {
    const day = today();
    expect(
      await counted(async () => {
        expect((await visit("/about")).statusCode).toBe(200);
        expect((await visit("/privacy", { "user-agent": iphone })).statusCode).toBe(200);
        expect((await visit("/privacy/", { "user-agent": ipad })).statusCode).toBe(200);
        expect((await visit("/about.data")).statusCode).toBe(200);
      }),
    ).toBe(4);
    const rows = (await pageViewRows(ctx.database.db)).filter((row) => row.day === day);
    const views = (path: string, device: string) =>
      rows.filter((row) => row.path === path && row.device === device).reduce((sum, row) => sum + row.views, 0);
    expect(views("/privacy", "mobile")).toBe(1);
    expect(views("/privacy", "tablet")).toBe(1);
    expect(views("/about", "desktop")).toBeGreaterThanOrEqual(2);
  });

  it("never counts bots, prefetches, DNT or GPC, HEAD, the back office, errors, files or the API", async () => {
    const notViews: [string, Headers, ("GET" | "HEAD")?][] = [
      ["/about", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
      ["/about", { "user-agent": "curl/8.5.0" }],
      ["/about", { "user-agent": "" }],
      ["/about", { dnt: "1" }],
      ["/about", { "sec-gpc": "1" }],
      ["/about", { "sec-purpose": "prefetch" }],
      ["/about", { "sec-purpose": "prefetch;prerender" }],
      ["/about", { purpose: "prefetch" }],
      ["/about", {}, "HEAD"],
      ["/admin", {}],
      ["/admin/login", {}],
      ["/no-such-page", {}],
      ["/robots.txt", {}],
      ["/sitemap.xml", {}],
      ["/api/v1/category", {}],
      ["/api/v1/nothing-here", {}],
    ];
    expect(
      await counted(async () => {
        for (const [url, headers, method] of notViews) await visit(url, headers, "198.51.100.21", method);
        const post = await ctx.app.inject({
          method: "POST",
          url: "/contact",
          payload: new URLSearchParams(validContact).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": browser },
          remoteAddress: "198.51.100.21",
        });
        expect(post.statusCode).toBe(201);
      }),
    ).toBe(0);
  });

  it("keeps the referring site and campaign of a visit's first page; our own pages refer nobody", async () => {
    const day = today();
    await visit("/services?utm_source=newsletter&utm_medium=email&utm_campaign=june&page=2", {
      referer: "https://www.google.com/search?q=agency",
    });
    await visit("/about", { referer: "http://localhost:3000/services?utm_source=newsletter", "user-agent": iphone });
    await visit("/contact", { referer: "https://partner.example.org/links" });
    await ctx.app.pageViews.flush();
    const rows = (await pageViewRows(ctx.database.db)).filter((row) => row.day === day);
    expect(rows).toContainEqual(
      expect.objectContaining({
        path: "/services",
        referrerHost: "www.google.com",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "june",
        views: 1,
        entries: 1,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ path: "/about", device: "mobile", referrerHost: "", views: 1, entries: 0 }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ path: "/contact", referrerHost: "partner.example.org" }));
    const sources = await ctx.database.db
      .select()
      .from(analyticsSourceVisitors)
      .where(sql`${analyticsSourceVisitors.day} = ${day}`);
    expect(sources.map((row) => row.source)).toEqual(expect.arrayContaining(["newsletter", "partner.example.org"]));
  });

  it("counts a visitor once a day, again the next day: the salt changes at midnight", async () => {
    now = Date.UTC(2031, 4, 12, 0, 5);
    const first = today();
    for (const url of ["/", "/about", "/privacy", "/"]) await visit(url, {}, "192.0.2.50");
    await visit("/", {}, "192.0.2.51");
    await ctx.app.pageViews.flush();
    expect(await visitorsOn(ctx.database.db, first)).toBe(2);
    now += 10 * 60 * 60 * 1000;
    await visit("/about", {}, "192.0.2.50");
    await ctx.app.pageViews.flush();
    expect(await visitorsOn(ctx.database.db, first)).toBe(2);

    now += DAY;
    const second = today();
    await visit("/about", {}, "192.0.2.50");
    await visit("/about", {}, "192.0.2.50");
    await ctx.app.pageViews.flush();
    expect(await visitorsOn(ctx.database.db, second)).toBe(1);
    expect(await visitorsOn(ctx.database.db, first)).toBe(2);
  });

  it("stores no address and no user agent, from page visits, page form posts or API calls", async () => {
    const ip = "203.0.113.199";
    const userAgent = "Mozilla/5.0 (X11; Linux x86_64) DistinctiveBrowser/987654 Safari/537.36";
    const headers = { "user-agent": userAgent, referer: "https://search.example/?q=203.0.113.199" };
    for (const url of ["/", "/about?utm_source=DistinctiveBrowser", "/contact"]) {
      expect((await visit(url, headers, ip)).statusCode).toBe(200);
    }
    const pagePost = await ctx.app.inject({
      method: "POST",
      url: "/contact",
      payload: new URLSearchParams({ ...validContact, email: "distinct@example.com" }).toString(),
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: ip,
    });
    expect(pagePost.statusCode).toBe(201);
    await ctx.app.pageViews.flush();
    await ctx.app.requestLog.flush();
    expect(await tablesHolding(ctx.database.db, [ip, "DistinctiveBrowser/987654"])).toEqual([]);

    const apiCall = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: { ...validContact, email: "distinct-api@example.com", landingPage: "/", referrer: "https://x.example/" },
      headers: { "user-agent": userAgent },
      remoteAddress: ip,
    });
    expect(apiCall.statusCode).toBe(201);
    await ctx.app.requestLog.flush();
    // The request log records a visitor's API call without them (ADR 0084).
    expect(await tablesHolding(ctx.database.db, [ip, "DistinctiveBrowser/987654"])).toEqual([]);
  });
});

/** The tables of the public schema whose rows, as text, contain any of `needles`. */
async function tablesHolding(db: Db, needles: string[]): Promise<string[]> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.rows.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await db.execute<{ row: string }>(sql`select t::text as row from ${sql.identifier(name)} t`);
    if (rows.rows.some(({ row }) => needles.some((needle) => row.includes(needle)))) found.push(name);
  }
  return found.sort();
}

/** A page of the test's own, cached like the public pages, to see views served from the cache. */
const cachedPage = (app: TestContext["app"]) => {
  app.get(
    "/cached-page",
    { config: { cache: { kinds: ["category"] }, pageView: () => "/cached-page" } },
    (_request, reply) => reply.type("text/html; charset=utf-8").send(`<!doctype html><p>${"cached ".repeat(300)}</p>`),
  );
};

describe("pages sent from the response cache", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, cachedPage);
  });
  afterAll(() => ctx?.close());

  it("count like rendered ones, a 304 included, once each", async () => {
    const get = (headers: Headers = {}) =>
      ctx.app.inject({ method: "GET", url: "/cached-page", headers: { "user-agent": browser, ...headers } });
    const miss = await get();
    const hit = await get();
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    const notModified = await get({ "if-none-match": String(hit.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    await get({ "user-agent": "Googlebot/2.1" });
    await get({ "sec-purpose": "prefetch" });
    await ctx.app.pageViews.flush();
    const rows = await pageViewRows(ctx.database.db);
    expect(rows.map((row) => [row.path, row.views])).toEqual([["/cached-page", 3]]);
  });
});

describe("a browser's kept-alive connection", () => {
  let ctx: TestContext;
  let base: string;
  /** Every request over one socket, as a browser sends a visitor's (inject() makes a socket per request). */
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    ctx = await createTestApp({}, cachedPage);
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await ctx?.close();
  });
  const sockets = new Set<unknown>();
  const get = (headers: Headers = {}) =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${base}/cached-page`, { agent, headers: { "user-agent": browser, ...headers } }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("socket", (socket) => sockets.add(socket));
      req.on("error", reject).end();
    });

  it("counts every view on it, each kind as its own, and its visitors as before", async () => {
    const day = new Date().toISOString().slice(0, 10);
    for (let i = 0; i < 3; i++) expect(await get()).toBe(200); // a miss, then answers from the cache
    await get({ dnt: "1" });
    await get({ "sec-purpose": "prefetch" });
    await get({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get({ referer: "https://partner.example.org/post" });
    await get({ "user-agent": iphone });
    await get({ "user-agent": iphone });
    await ctx.app.pageViews.flush();
    // The same view again after its counter was written: a new counter, the same visitor.
    await get({ "user-agent": iphone });
    await get();
    await ctx.app.pageViews.flush();
    expect(sockets.size).toBe(1);

    const rows = await pageViewRows(ctx.database.db);
    const summary = rows
      .map((row) => [row.device, row.referrerHost, row.views, row.entries])
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(summary).toEqual([
      ["desktop", "", 4, 4],
      ["desktop", "partner.example.org", 1, 1],
      ["mobile", "", 3, 3],
    ]);
    expect(await visitorsOn(ctx.database.db, day)).toBe(2);
  });
});

describe("several instances sharing Redis", () => {
  const { redisUrl } = loadTestSettings();
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const shared = { redisUrl, redisKeyPrefix: `test:${randomUUID()}:` };
    first = await createTestApp(shared, cachedPage);
    second = await createTestAppOn(first.database, shared, "off", cachedPage);
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it("count a visitor who reaches both instances once, with one salt between them", async () => {
    const visitFrom = (ctx: TestContext, ip: string) =>
      ctx.app.inject({ method: "GET", url: "/cached-page", headers: { "user-agent": browser }, remoteAddress: ip });
    await visitFrom(first, "192.0.2.70");
    await visitFrom(second, "192.0.2.70");
    await visitFrom(second, "192.0.2.70");
    await visitFrom(second, "192.0.2.71");
    await first.app.pageViews.flush();
    await second.app.pageViews.flush();
    await first.app.pageViews.flush();
    const day = new Date().toISOString().slice(0, 10);
    expect(await visitorsOn(first.database.db, day)).toBe(2);
    expect(await totalViews(first.database.db)).toBe(4);
  });
});
