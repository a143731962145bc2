import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, signIn } from "../support/admins.ts";
import { insertCategory, insertJob, insertPortfolioItem } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const category = await insertCategory(db);
  await insertPortfolioItem(db, category.id, { type: "product", name: "Shown", productCode: "PRD-0001" });
  await insertPortfolioItem(db, category.id, {
    type: "product",
    name: "Retired",
    productCode: "PRD-0002",
    isActive: false,
  });
  await insertJob(db, { title: "Open role" });
  await insertJob(db, { title: "Closed role", isActive: false });
  await createAdmin(ctx, "reader", "Member");
  admin = bearer((await signIn(ctx, "reader")).token);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

describe("what a signed-in admin sees on the public reads", () => {
  it("includes inactive products for any signed-in admin, never in a shared cache", async () => {
    const url = "/api/v1/project?type=product&isActive=false";
    const anonymous = await get(url);
    expect(anonymous.json().portfolios.map((p: { name: string }) => p.name)).toEqual(["Shown"]);

    const signedIn = await get(url, admin);
    expect(signedIn.json().portfolios.map((p: { name: string }) => p.name)).toEqual(["Retired"]);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
  });

  it("lists inactive jobs with ?all=true for admins only", async () => {
    const titles = async (headers?: Record<string, string>) =>
      (await get("/api/v1/job?all=true", headers))
        .json()
        .data.map((j: { title: string }) => j.title)
        .sort();
    expect(await titles()).toEqual(["Open role"]);
    expect(await titles(admin)).toEqual(["Closed role", "Open role"]);
  });
});
