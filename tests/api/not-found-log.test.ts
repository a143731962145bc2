import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOT_FOUND_OTHER,
  NOT_FOUND_PATHS_PER_DAY,
  NOT_FOUND_QUERIES_PER_ADDRESS,
  NOT_FOUND_REFERRERS_PER_ADDRESS,
} from "../../domain/redirects.ts";
import { notFoundPaths } from "../../server/modules/redirects/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The 404 log (docs/api.md "Addresses: slugs, redirects, 404 log, search settings", ADR 0165): every
 * public address that answered 404, counted in memory and written a batch at a time, bounded per
 * day, with the scanners' addresses told apart, "ignore", and a redirect taking an address off it.
 */
const DAY = 24 * 60 * 60 * 1000;
let now = Date.UTC(2026, 10, 20, 9, 0, 0);
let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "off", false, () => now);
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

const visit = (url: string, headers: Record<string, string> = {}, method: "GET" | "POST" = "GET") =>
  ctx.app.inject({ method, url, headers });
const log = async (query = "") => {
  await ctx.app.redirects.flush();
  const res = await ctx.app.inject({
    method: "GET",
    url: `/api/v1/not-found-log?page=1&limit=100${query}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: {
      path: string;
      hits: number;
      firstSeen: string;
      lastSeen: string;
      referrerHost: string | null;
      queries: { query: string; hits: number }[];
      referrers: { referrer: string; hits: number }[];
      probe: boolean;
    }[];
    pagination: { total: number };
  };
};

describe("the 404 log", () => {
  it("counts each public address that answered 404, tracking words left off, with first and last seen, the query strings and the pages that linked to it", async () => {
    await visit("/old-prices", { referer: "https://news.example/story?id=1" });
    now += 60_000;
    await visit("/old-prices?utm_source=x");
    now += 60_000;
    await visit("/old-prices/", { referer: "https://blog.example/" });
    await visit("/wp-admin/setup-config.php");
    await visit("/.env");
    // Not public addresses, or not a read: left out.
    await visit("/api/v1/nothing-here");
    await visit("/admin/nothing-here");
    await visit("/posted", {}, "POST");

    const { data } = await log();
    expect(data.map((row) => [row.path, row.hits])).toEqual([
      ["/old-prices", 3],
      // Equal counts: the address breaks the tie, in the same direction.
      ["/wp-admin/setup-config.php", 1],
      ["/.env", 1],
    ]);
    expect(data[0]).toMatchObject({
      referrerHost: "blog.example",
      firstSeen: new Date(now - 120_000).toISOString(),
      lastSeen: new Date(now).toISOString(),
      probe: false,
      queries: [{ query: "utm_source=x", hits: 1 }],
      // The linking page's origin and path: never its own query.
      referrers: [
        { referrer: "https://blog.example/", hits: 1 },
        { referrer: "https://news.example/story", hits: 1 },
      ],
    });
    // A second batch adds to the first, its query strings and pages too.
    await visit("/old-prices?utm_source=x&utm_medium=email", { referer: "https://blog.example/" });
    await visit("/old-prices?utm_source=x");
    const again = (await log()).data[0];
    expect(again.hits).toBe(5);
    expect(again.queries).toEqual([
      { query: "utm_source=x", hits: 2 },
      { query: "utm_source=x&utm_medium=email", hits: 1 },
    ]);
    expect(again.referrers[0]).toEqual({ referrer: "https://blog.example/", hits: 2 });
  });

  it("logs an address with the query words that change what is asked for apart from its path", async () => {
    // /archive may well work; only its second page was missing: the log says so, not that /archive is.
    await visit("/archive?page=2&utm_campaign=spring");
    await visit("/archive?page=2");
    const rows = (await log("&q=archive")).data;
    expect(rows.map((row) => [row.path, row.hits])).toEqual([["/archive?page=2", 2]]);
    expect(rows[0].queries).toEqual([
      { query: "page=2", hits: 1 },
      { query: "page=2&utm_campaign=spring", hits: 1 },
    ]);
  });

  it("keeps at most the first query strings and pages of an address", async () => {
    for (let i = 0; i < NOT_FOUND_QUERIES_PER_ADDRESS + 5; i++)
      await visit(`/many-links?utm_content=${i}`, { referer: `https://linker.example/page-${i}` });
    const [row] = (await log("&q=many-links")).data;
    expect(row.hits).toBe(NOT_FOUND_QUERIES_PER_ADDRESS + 5);
    expect(row.queries).toHaveLength(NOT_FOUND_QUERIES_PER_ADDRESS);
    expect(row.referrers).toHaveLength(NOT_FOUND_REFERRERS_PER_ADDRESS);
    // Another flush cannot push past the bound either.
    await visit("/many-links?utm_content=late", { referer: "https://linker.example/late" });
    const [later] = (await log("&q=many-links")).data;
    expect(later.queries).toHaveLength(NOT_FOUND_QUERIES_PER_ADDRESS);
    expect(later.referrers).toHaveLength(NOT_FOUND_REFERRERS_PER_ADDRESS);
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/not-found-log/ignore",
      headers: admin,
      payload: { paths: ["/many-links", "/archive?page=2"] },
    });
  });

  it("tells only real scanners' addresses apart, never an old site's pictures or permalinks, and searches", async () => {
    await visit("/wp-content/uploads/2019/05/team.jpg");
    await visit("/2019/05/hello-world/");
    expect((await log("&probes=false")).data.map((row) => row.path).sort()).toEqual([
      "/2019/05/hello-world",
      "/old-prices",
      "/wp-content/uploads/2019/05/team.jpg",
    ]);
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/not-found-log/ignore",
      headers: admin,
      payload: { paths: ["/wp-content/uploads/2019/05/team.jpg", "/2019/05/hello-world"] },
    });
    expect((await log("&probes=true")).data.map((row) => row.path).sort()).toEqual([
      "/.env",
      "/wp-admin/setup-config.php",
    ]);
    expect((await log("&q=prices")).data.map((row) => row.path)).toEqual(["/old-prices"]);
  });

  it("ignores addresses on request, and brings them back", async () => {
    const ignored = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/not-found-log/ignore",
      headers: admin,
      payload: { paths: ["/.env", "/wp-admin/setup-config.php"] },
    });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json().data).toEqual({ changed: 2 });
    expect((await log()).data.map((row) => row.path)).toEqual(["/old-prices"]);
    expect((await log("&ignored=true&probes=true")).data.map((row) => row.path).sort()).toEqual([
      "/.env",
      "/wp-admin/setup-config.php",
    ]);
    const empty = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/not-found-log/ignore",
      headers: admin,
      payload: { paths: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("takes an address off the list once a redirect answers it", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/redirects",
      headers: admin,
      payload: { from: "/old-prices", to: "/services" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await log()).data.map((row) => row.path)).toEqual([]);
    expect((await visit("/old-prices")).statusCode).toBe(301);
    await ctx.app.inject({ method: "DELETE", url: `/api/v1/redirects/${res.json().data._id}`, headers: admin });
    expect((await log()).data.map((row) => row.path)).toEqual(["/old-prices"]);
  });

  it(`keeps at most ${NOT_FOUND_PATHS_PER_DAY} new addresses a day, counting the rest as ${NOT_FOUND_OTHER}`, async () => {
    now = Date.UTC(2026, 10, 21, 9, 0, 0);
    for (let i = 0; i < NOT_FOUND_PATHS_PER_DAY + 7; i++) await visit(`/scan/${i}`);
    // An address kept today is still counted as itself.
    await visit("/scan/0");
    await ctx.app.redirects.flush();
    const rows = await ctx.database.db.select().from(notFoundPaths);
    const scans = rows.filter((row) => row.path.startsWith("/scan/"));
    expect(scans).toHaveLength(NOT_FOUND_PATHS_PER_DAY);
    expect(scans.find((row) => row.path === "/scan/0")?.hits).toBe(2);
    expect(rows.find((row) => row.path === NOT_FOUND_OTHER)?.hits).toBe(7);
    // A new day starts a new allowance.
    now += DAY;
    await visit("/scan/new-day");
    await ctx.app.redirects.flush();
    const next = await ctx.database.db.select().from(notFoundPaths);
    expect(next.some((row) => row.path === "/scan/new-day")).toBe(true);
  });
});
