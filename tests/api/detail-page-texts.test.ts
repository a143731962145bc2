import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portfolioMessages } from "../../domain/portfolio.ts";
import { serviceMessages } from "../../domain/services.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { multipart } from "../support/forms.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * A service's own topics and benefit tiles, and a project's own approach (issue 35, ADR 0119): kept
 * through the API, shown on the served detail pages, and the specs' texts when there are none.
 */
let ctx: TestContext;
let owner: Record<string, string>;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "development");
  owner = bearer((await signInAsSuperAdmin(ctx)).token);
  categoryId = (await insertCategory(ctx.database.db, { name: "Web" })).id;
}, 120_000);
afterAll(() => ctx.close());

/** A page by an address the specs name (by id): its one redirect followed to the readable address. */
const page = async (url: string) => {
  const moved = await ctx.app.inject({ method: "GET", url });
  const location = moved.headers.location;
  expect(moved.statusCode, url).toBe(301);
  expect(typeof location, url).toBe("string");
  const response = await ctx.app.inject({ method: "GET", url: String(location) });
  expect(response.statusCode, url).toBe(200);
  return response.body;
};
const updateService = (id: string, fields: Record<string, string>) =>
  ctx.app.inject({
    method: "PATCH",
    url: `/api/v1/services/update/${id}`,
    headers: owner,
    payload: multipart(fields),
  });
const readService = async (id: string) =>
  (await ctx.app.inject({ method: "GET", url: `/api/v1/services/${id}` })).json().data;

const topics = [
  { title: "Technical audit", text: "We crawl the whole site and list what holds it back." },
  { title: "Content plan", text: "Pages your buyers search for, written with you." },
];
const tiles = [{ title: "More qualified visitors", text: "People who search for what you sell." }];

describe("a service's topics and benefit tiles", () => {
  it("are empty for a service made with the specs' fields alone; its page shows the five topics and eight tiles", async () => {
    const service = await insertService(ctx.database.db, categoryId, { name: "Plain Service" });
    expect(await readService(service.id)).toMatchObject({ topics: [], benefitTiles: [] });
    const html = await page(`/services/service-detail/${service.id}`);
    expect(html).toContain("Content Management System (CMS) Integration");
    expect(html).toContain("Tailored to Specific Needs");
    expect(html).toContain("Maintenance and Support");
  });

  it("replace the standard ones on the service's page once saved, and an empty list brings them back", async () => {
    const service = await insertService(ctx.database.db, categoryId, { name: "Search Service" });
    const standardPage = await page(`/services/service-detail/${service.id}`);
    expect(standardPage).toContain("Front-end Development");

    const saved = await updateService(service.id, {
      topics: JSON.stringify(topics),
      benefitTiles: JSON.stringify(tiles),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ topics, benefitTiles: tiles });
    expect(await readService(service.id)).toMatchObject({ topics, benefitTiles: tiles });

    const html = await page(`/services/service-detail/${service.id}`);
    expect(html).toContain("Technical audit");
    expect(html).toContain("People who search for what you sell.");
    expect(html).not.toContain("Front-end Development");
    expect(html).not.toContain("Tailored to Specific Needs");

    const cleared = await updateService(service.id, { topics: "[]", benefitTiles: "[]" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const again = await page(`/services/service-detail/${service.id}`);
    expect(again).toContain("Front-end Development");
    expect(again).toContain("Tailored to Specific Needs");
  });

  it.each([
    ["topics", JSON.stringify([{ title: "Only a title" }]), serviceMessages.topicFieldsRequired],
    ["topics", "not json", serviceMessages.topicsInvalid],
    ["topics", JSON.stringify({ title: "A", text: "B" }), serviceMessages.topicsInvalid],
    [
      "topics",
      JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ title: `T${i}`, text: "x" }))),
      serviceMessages.topicsTooMany,
    ],
    ["topics", JSON.stringify([{ title: "t".repeat(101), text: "x" }]), serviceMessages.topicTooLong],
    ["benefitTiles", JSON.stringify([{ title: "", text: "x" }]), serviceMessages.benefitTileFieldsRequired],
    ["benefitTiles", JSON.stringify([{ title: "A", text: "x".repeat(301) }]), serviceMessages.benefitTileTooLong],
    [
      "benefitTiles",
      JSON.stringify(Array.from({ length: 13 }, (_, i) => ({ title: `T${i}`, text: "x" }))),
      serviceMessages.benefitTilesTooMany,
    ],
  ])("refuse %s %s with 400 and change nothing", async (field, value, message) => {
    const service = await insertService(ctx.database.db, categoryId);
    const before = await readService(service.id);
    const res = await updateService(service.id, { [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].path.split(".")[0]).toBe(field);
    expect(await readService(service.id)).toEqual(before);
  });
});

describe("a project's approach", () => {
  const updateItem = (id: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "PATCH", url: `/api/v1/project/update/${id}`, headers: owner, payload });

  it("is empty by default, shows the standard text, and its own once saved", async () => {
    const item = await insertPortfolioItem(ctx.database.db, categoryId, { name: "Shop Rebuild" });
    const standard = await page(`/project-details?id=${item.id}`);
    expect(standard).toContain("We began with a discovery workshop");

    const saved = await updateItem(item.id, { approach: "Two weeks of interviews, then a clickable prototype." });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.approach).toBe("Two weeks of interviews, then a clickable prototype.");
    const html = await page(`/project-details?id=${item.id}`);
    expect(html).toContain("Two weeks of interviews, then a clickable prototype.");
    expect(html).not.toContain("We began with a discovery workshop");
  });

  it("is at most 1000 characters: 400 with the field's message, nothing changed", async () => {
    const item = await insertPortfolioItem(ctx.database.db, categoryId);
    const res = await updateItem(item.id, { approach: "a".repeat(1001) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(portfolioMessages.approachTooLong);
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/project/${item.id}` });
    expect(read.json().data.approach).toBe("");
  });
});

describe("a job's salary", () => {
  it("shows on the job's page under its location line, and only when set", async () => {
    const paid = await insertJob(ctx.database.db, { salary: "PKR 150,000–200,000 a month" });
    const html = await page(`/career/${paid.id}`);
    expect(html).toContain("Salary: PKR 150,000–200,000 a month");
    expect(html.lastIndexOf("Salary:")).toBeGreaterThan(html.lastIndexOf("Lahore, Punjab, Pakistan - Full Time"));
    const unpaid = await insertJob(ctx.database.db);
    expect(await page(`/career/${unpaid.id}`)).not.toContain("Salary:");
  });
});
