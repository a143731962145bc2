import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadJob } from "../../app/loaders/careers.server.ts";
import {
  loadProductDetails,
  loadProductsPage,
  loadProjectDetails,
  loadProjectsPage,
} from "../../app/loaders/portfolio.server.ts";
import { loadCategoryServices, loadServiceDetail } from "../../app/loaders/services.server.ts";
import type { Db } from "../../server/db/client.ts";
import { portfolioItems } from "../../server/db/schema/content.ts";
import { listPortfolioCards } from "../../server/modules/portfolio/reads.ts";
import { serviceIdsByCategory } from "../../server/modules/services/reads.ts";
import { sharedReads } from "../../server/pages/load-context.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { testConfig } from "../support/test-config.ts";
import { createTestDatabase } from "../support/test-database.ts";

/** The page loaders read the same service layer as the API, straight from the database. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const web: string[] = [];
const mobile: string[] = [];
let otherId = "";

const url = (path: string) => new URL(path, "http://localhost");

/** Inserted one by one, oldest first, so "newest first" is the reverse of each list. */
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const webCategory = await insertCategory(db, { name: "Web Development" });
  const mobileCategory = await insertCategory(db, { name: "Mobile App Development" });
  const other = await insertCategory(db, { name: "Cloud and DevOps" });
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
  for (let i = 0; i < 8; i++) {
    const row = await insertPortfolioItem(db, webCategory.id, { name: `Web ${i}`, createdAt: at(i) });
    web.unshift(row.id);
  }
  for (let i = 0; i < 3; i++) {
    const row = await insertPortfolioItem(db, mobileCategory.id, { name: `Mobile ${i}`, createdAt: at(20 + i) });
    mobile.unshift(row.id);
  }
  otherId = (await insertPortfolioItem(db, other.id, { name: "Cloud", createdAt: at(30) })).id;
});
afterAll(() => database?.close());

const ids = (items: { _id: string }[]) => items.map((item) => item._id);

describe("projects page", () => {
  it("offers All and the two kept categories, and shows each page of six in reverse order", async () => {
    const first = await loadProjectsPage(db, url("/projects"));
    expect(first.chips).toEqual(["All", "Web Development", "Mobile App Development"]);
    expect(first.selected).toBe("All");
    const all = [otherId, ...mobile, ...web];
    expect(first.page).toMatchObject({ page: 1, totalPages: 2, total: 12 });
    expect(ids(first.page.items)).toEqual(all.slice(0, 6).reverse());
    const second = await loadProjectsPage(db, url("/projects?page=2"));
    expect(ids(second.page.items)).toEqual(all.slice(6).reverse());
  });

  it("filters by category name and starts a category at page 1", async () => {
    const filtered = await loadProjectsPage(db, url("/projects?category=web%20development&page=2"));
    expect(filtered.selected).toBe("Web Development");
    expect(ids(filtered.page.items)).toEqual(web.slice(6).reverse());
    const reset = await loadProjectsPage(db, url("/projects?category=Mobile%20App%20Development"));
    expect(reset.page).toMatchObject({ page: 1, totalPages: 1 });
    expect(ids(reset.page.items)).toEqual([...mobile].reverse());
  });

  it("treats an unknown category as All and a page past the end as the last page", async () => {
    const unknown = await loadProjectsPage(db, url("/projects?category=Cloud%20and%20DevOps&page=99"));
    expect(unknown.selected).toBe("All");
    expect(unknown.page.page).toBe(2);
  });
});

/** What a loader throws: a redirect or an error page, as a Response or React Router's data. */
async function thrownBy(load: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await load();
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    if (typeof thrown === "object" && thrown !== null && "init" in thrown) {
      const { init } = thrown;
      if (typeof init === "object" && init !== null && "status" in init && typeof init.status === "number")
        return { status: init.status, location: null };
    }
    throw thrown;
  }
  throw new Error("The loader answered instead of throwing");
}

describe("details pages", () => {
  const details = () => ({ db, query: "", locale: "en" as const, config: testConfig(), ...sharedReads(db) });

  it("find a project by its slug, move any other address of it there, and 404 a slug that names none", async () => {
    const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, web[0]));
    const found = await loadProjectDetails(details(), row.slug);
    expect(found.project.name).toBe("Web 7");
    expect(await thrownBy(() => loadProjectDetails(details(), web[0]))).toEqual({
      status: 301,
      location: `/projects/${row.slug}`,
    });
    for (const key of ["not-a-slug!", "no-such-project", "00000000-0000-4000-8000-000000000000"])
      expect((await thrownBy(() => loadProjectDetails(details(), key))).status, key).toBe(404);
  });

  it("never show a project as a product, nor an inactive product", async () => {
    const [project] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, web[0]));
    expect(await thrownBy(() => loadProductDetails(details(), project.slug))).toEqual({
      status: 301,
      location: `/projects/${project.slug}`,
    });
    const category = await insertCategory(db);
    const hidden = await insertPortfolioItem(db, category.id, { type: "product", isActive: false });
    const shown = await insertPortfolioItem(db, category.id, { type: "product", name: "Shown" });
    expect((await thrownBy(() => loadProductDetails(details(), hidden.slug))).status).toBe(404);
    const found = await loadProductDetails(details(), shown.slug);
    expect(found.product.name).toBe("Shown");
    expect(ids(found.others)).not.toContain(shown.id);
    const products = await loadProductsPage(db, url("/products"));
    expect(ids(products.page.items)).toEqual([shown.id]);
    expect(products.page).toMatchObject({ page: 1, totalPages: 1 });
  });
});

describe("services and careers", () => {
  it("answer a 404 page for unknown or malformed ids", async () => {
    const category = await insertCategory(db);
    const service = await insertService(db, category.id, { name: "Shop Builds" });
    expect((await loadCategoryServices(db, category.id)).services.map((s) => s.name)).toEqual(["Shop Builds"]);
    expect((await loadServiceDetail(db, service.id)).service.name).toBe("Shop Builds");
    const job = await insertJob(db, { title: "Designer" });
    expect((await loadJob(db, job.id)).job.title).toBe("Designer");
    const inactive = await insertJob(db, { isActive: false });
    const misses = [
      () => loadCategoryServices(db, "nope"),
      () => loadServiceDetail(db, "00000000-0000-4000-8000-000000000000"),
      () => loadJob(db, inactive.id),
      () => loadJob(db, "../etc"),
    ];
    for (const miss of misses) await expect(miss()).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the home page's reads", () => {
  it("lists the active projects as cards, newest first, with only what a card shows", async () => {
    const category = await insertCategory(db, { name: "Hidden work" });
    const hidden = await insertPortfolioItem(db, category.id, { isActive: false, createdAt: new Date() });
    const cards = await listPortfolioCards(db, "project");
    expect(ids(cards)).toEqual([otherId, ...mobile, ...web]);
    expect(ids(cards)).not.toContain(hidden.id);
    expect(cards.find((card) => card._id === web[0])).toEqual({
      _id: web[0],
      name: "Web 7",
      client: "Client",
      year: 2024,
      category: "Web Development",
      cover: "/uploads/cover.webp",
    });
  });

  it("knows each category's services by id, by name, and leaves out a category without any", async () => {
    const two = await insertCategory(db);
    const none = await insertCategory(db);
    const second = await insertService(db, two.id, { name: "Zeta builds" });
    const first = await insertService(db, two.id, { name: "Alpha builds" });
    const byCategory = await serviceIdsByCategory(db);
    expect(byCategory.get(two.id)).toEqual([first.id, second.id]);
    expect(byCategory.has(none.id)).toBe(false);
  });
});
