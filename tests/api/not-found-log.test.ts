import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_OTHER, NOT_FOUND_PATHS_PER_DAY } from "../../domain/redirects.ts";
import { notFoundPaths } from "../../server/db/schema.ts";
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
      probe: boolean;
    }[];
    pagination: { total: number };
  };
};

describe("the 404 log", () => {
  it("counts each public address that answered 404, without its query, with first and last seen and the last referrer", async () => {
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
    });
    // A second batch adds to the first.
    await visit("/old-prices");
    expect((await log()).data[0].hits).toBe(4);
  });

  it("tells scanners' addresses apart, and searches", async () => {
    expect((await log("&probes=false")).data.map((row) => row.path)).toEqual(["/old-prices"]);
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
    expect((await log("&ignored=true")).data.map((row) => row.path).sort()).toEqual([
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
