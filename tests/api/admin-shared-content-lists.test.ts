import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPagingMessages } from "../../domain/list-paging.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * `/services`, `/category` and `/project` are the public site's reads and the back office's lists:
 * a signed-in caller sending `page` or `limit` gets a page; every other read is as it was.
 */

let ctx: TestContext;
let admin: Record<string, string>;
let web: string;
let mobile: string;

const get = (url: string, headers: Record<string, string> = admin) => ctx.app.inject({ method: "GET", url, headers });
const pad = (n: number) => String(n).padStart(2, "0");

/** Categories "Web Design", "Mobile Apps", "Extra 01…10"; 12 web services and 3 mobile; 12 web projects (every 3rd inactive) and 2 products. */
beforeAll(async () => {
  ctx = await createTestApp();
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  const db = ctx.database.db;
  web = (await insertCategory(db, { name: "Web Design" })).id;
  mobile = (await insertCategory(db, { name: "Mobile Apps" })).id;
  for (let i = 1; i <= 10; i++) await insertCategory(db, { name: `Extra ${pad(i)}` });
  for (let i = 1; i <= 12; i++) await insertService(db, web, { name: `Site ${pad(i)}` });
  for (let i = 1; i <= 3; i++) await insertService(db, mobile, { name: `App ${pad(i)}` });
  for (let i = 1; i <= 12; i++) {
    await insertPortfolioItem(db, web, {
      name: `Shop ${pad(i)}`,
      isActive: i % 3 !== 0,
      createdAt: new Date(Date.UTC(2026, 0, i)),
    });
  }
  for (let i = 1; i <= 2; i++) await insertPortfolioItem(db, mobile, { type: "product", name: `Tool ${i}` });
});
afterAll(() => ctx.close());

type Named = { name: string };
const names = (body: { data: Named[] }) => body.data.map((row) => row.name);

describe("GET /services", () => {
  it("pages for a signed-in caller, searched by service or category name, filtered, sorted", async () => {
    const page = (await get("/api/v1/services?page=2&limit=4")).json();
    expect(page.pagination).toEqual({ page: 2, limit: 4, total: 15, totalPages: 4, totalEstimated: false });
    expect(names(page)).toEqual(["Site 02", "Site 03", "Site 04", "Site 05"]);
    const byCategory = (await get("/api/v1/services?limit=20&q=mobile")).json();
    expect(names(byCategory)).toEqual(["App 01", "App 02", "App 03"]);
    const filtered = (await get(`/api/v1/services?limit=2&categoryId=${web}&sort=-name&q=site`)).json();
    expect(filtered.pagination.total).toBe(12);
    expect(names(filtered)).toEqual(["Site 12", "Site 11"]);
    expect((await get("/api/v1/services?limit=5&categoryId=nope")).json().data).toEqual([]);
  });

  it("answers the public read as before, whole under `services`, paging ignored", async () => {
    for (const headers of [{}, admin]) {
      const body = (
        await get(headers === admin ? "/api/v1/services" : "/api/v1/services?page=1&limit=2", headers)
      ).json();
      expect(Object.keys(body).sort()).toEqual(["services", "success"]);
      expect(body.services).toHaveLength(15);
    }
  });
});

describe("GET /category", () => {
  it("pages for a signed-in caller, searched by name, sorted", async () => {
    const page = (await get("/api/v1/category?limit=3&q=EXTRA&sort=-name")).json();
    expect(page.pagination).toEqual({ page: 1, limit: 3, total: 10, totalPages: 4, totalEstimated: false });
    expect(names(page)).toEqual(["Extra 10", "Extra 09", "Extra 08"]);
    const bad = await get("/api/v1/category?limit=500");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(listPagingMessages.limitInvalid);
  });

  it("answers the public read as before, whole, paging ignored", async () => {
    const body = (await get("/api/v1/category?page=1&limit=2", {})).json();
    expect(Object.keys(body).sort()).toEqual(["data", "success"]);
    expect(body.data).toHaveLength(12);
  });
});

describe("GET /project", () => {
  it("pages for a signed-in caller with the type, status and search filters, newest first, sorted", async () => {
    const page = (await get("/api/v1/project?page=1&limit=5")).json();
    expect(page.pagination).toEqual({ page: 1, limit: 5, total: 12, totalPages: 3, totalEstimated: false });
    expect(names(page)).toEqual(["Shop 12", "Shop 11", "Shop 10", "Shop 09", "Shop 08"]);
    const inactive = (await get("/api/v1/project?limit=10&isActive=false&sort=name")).json();
    expect(names(inactive)).toEqual(["Shop 03", "Shop 06", "Shop 09", "Shop 12"]);
    const products = (await get(`/api/v1/project?limit=10&type=product&category=${mobile}&q=tool`)).json();
    expect(products.pagination.total).toBe(2);
    expect((await get("/api/v1/project?limit=10&category=nope")).json().pagination.total).toBe(0);
  });

  it("answers the public read as before: active items whole under `portfolios`, paging ignored", async () => {
    const body = (await get("/api/v1/project?page=1&limit=2", {})).json();
    expect(Object.keys(body).sort()).toEqual(["portfolios", "success"]);
    expect(body.portfolios).toHaveLength(8);
    expect((await get("/api/v1/project")).json().portfolios).toHaveLength(12);
  });
});
