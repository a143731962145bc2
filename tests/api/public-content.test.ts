import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSearchSettings } from "../../domain/search-settings.ts";
import { AuditTrail } from "../../server/engines/audit-trail/trail.ts";
import { unitOfWorkOf } from "../../server/engines/content-writes/staff-writes.ts";
import { nothingToLock } from "../../server/engines/content-writes/unit-of-work.ts";
import { insertCategory, insertJob, insertPortfolioItem, insertService } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

let web: Awaited<ReturnType<typeof insertCategory>>;
let mobile: Awaited<ReturnType<typeof insertCategory>>;
let empty: Awaited<ReturnType<typeof insertCategory>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  web = await insertCategory(db, { name: "Web Development", description: "Sites and apps" });
  mobile = await insertCategory(db, { name: "Mobile App Development", description: "Phones", icon: null });
  empty = await insertCategory(db, { name: "Zebra Design", description: "Nothing yet" });
});
afterAll(() => ctx.close());

describe("GET /category", () => {
  it("lists every category ordered by name, in the contract's shape", async () => {
    const res = await get("/api/v1/category");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([
      "Mobile App Development",
      "Web Development",
      "Zebra Design",
    ]);
    expect(body.data[1]).toEqual({
      _id: web.id,
      name: "Web Development",
      slug: web.slug,
      description: "Sites and apps",
      icon: "/uploads/icon.webp",
      seo: defaultSearchSettings,
      version: 1,
      createdAt: web.createdAt.toISOString(),
      updatedAt: web.updatedAt.toISOString(),
    });
    expect(body.data[0].icon).toBeNull();
  });

  it("answers one category by id, 404 for an unknown or malformed id", async () => {
    const res = await get(`/api/v1/category/${mobile.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { _id: mobile.id, name: "Mobile App Development" } });
    for (const id of [UNKNOWN_ID, "not-an-id", "1%27%20or%201=1"]) {
      const missing = await get(`/api/v1/category/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: "Category not found", error: "Category not found" });
    }
  });
});

describe("GET /services", () => {
  let design: Awaited<ReturnType<typeof insertService>>;

  beforeAll(async () => {
    const db = ctx.database.db;
    design = await insertService(db, web.id, { name: "UI UX Design", color: "#abc" }, [
      { name: "Research", description: "Talk to users" },
      { name: "Prototypes", description: "Clickable" },
    ]);
    await insertService(db, web.id, { name: "Backend" }, []);
    await insertService(db, mobile.id, { name: "Flutter Apps" });
  });

  it("lists services by name with their category and ordered features", async () => {
    const res = await get("/api/v1/services");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(["Backend", "Flutter Apps", "UI UX Design"]);
    expect(body.services[2]).toEqual({
      _id: design.id,
      name: "UI UX Design",
      slug: design.slug,
      description: "A service",
      approach: "Our approach",
      seo: defaultSearchSettings,
      version: 1,
      color: "#abc",
      workUrl: "https://example.com/work",
      benefits: "Benefits",
      categoryId: web.id,
      category: { _id: web.id, name: "Web Development", slug: web.slug },
      icon: "/uploads/service.webp",
      features: [
        { name: "Research", description: "Talk to users" },
        { name: "Prototypes", description: "Clickable" },
      ],
      topics: [],
      benefitTiles: [],
      createdAt: design.createdAt.toISOString(),
      updatedAt: design.updatedAt.toISOString(),
    });
    expect(body.services[0].features).toEqual([]);
  });

  it("lists the services of one category; an empty category gives [], an unknown one 404", async () => {
    const res = await get(`/api/v1/services/category-id/${web.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().services.map((s: { name: string }) => s.name)).toEqual(["Backend", "UI UX Design"]);

    const none = await get(`/api/v1/services/category-id/${empty.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, services: [] });

    for (const id of [UNKNOWN_ID, "nope"]) {
      const missing = await get(`/api/v1/services/category-id/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Category not found");
    }
  });

  it("answers one service by id, 404 for an unknown or malformed id", async () => {
    const res = await get(`/api/v1/services/${design.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: design.id, features: [{ name: "Research" }, { name: "Prototypes" }] });
    for (const id of [UNKNOWN_ID, "x"]) {
      const missing = await get(`/api/v1/services/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: "Service not found", error: "Service not found" });
    }
  });
});

describe("GET /project", () => {
  const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));
  let ids: Record<string, string>;

  beforeAll(async () => {
    const db = ctx.database.db;
    const add = async (key: string, categoryId: string, values: Parameters<typeof insertPortfolioItem>[2]) =>
      [key, (await insertPortfolioItem(db, categoryId, values)).id] as const;
    ids = Object.fromEntries([
      await add("oldProject", web.id, { name: "Clinic Portal", projectCode: "PRJ-0001", createdAt: at(1) }),
      await add("newProject", mobile.id, { name: "Rider App", projectCode: "PRJ-0002", createdAt: at(2) }),
      await add("hiddenProject", web.id, {
        name: "Secret",
        projectCode: "PRJ-0003",
        isActive: false,
        createdAt: at(3),
      }),
      await add("product", web.id, {
        type: "product",
        name: "School ERP",
        projectCode: "PRJ-0004",
        productCode: "PRD-0001",
        date: "2023-11-30",
        createdAt: at(4),
      }),
      await add("inactiveProduct", web.id, {
        type: "product",
        name: "Old POS",
        projectCode: "PRJ-0005",
        productCode: "PRD-0002",
        isActive: false,
        createdAt: at(5),
      }),
    ]);
  });

  const names = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().portfolios.map((p: { name: string }) => p.name);
  };

  it("lists active projects newest first when no type is given", async () => {
    expect(await names("/api/v1/project")).toEqual(["Rider App", "Clinic Portal"]);
    expect(await names("/api/v1/project?type=project")).toEqual(["Rider App", "Clinic Portal"]);
  });

  it("shows anonymous callers only active products, even when they ask for inactive ones", async () => {
    expect(await names("/api/v1/project?type=product")).toEqual(["School ERP"]);
    expect(await names("/api/v1/project?type=product&isActive=false")).toEqual(["School ERP"]);
  });

  it("answers the full portfolio shape with year and ISO date", async () => {
    const res = await get("/api/v1/project?type=product");
    const [product] = res.json().portfolios;
    expect(product).toEqual({
      _id: ids.product,
      type: "product",
      name: "School ERP",
      slug: expect.stringMatching(/^item-/),
      projectCode: "PRJ-0004",
      seo: defaultSearchSettings,
      version: 1,
      productCode: "PRD-0001",
      description: "Built for a client",
      approach: "",
      client: "Client",
      technology: "React",
      url: "https://example.com",
      date: "2023-11-30T00:00:00.000Z",
      year: 2023,
      image: ["/uploads/cover.webp", "/uploads/second.webp"],
      category: { _id: web.id, name: "Web Development", slug: web.slug },
      isActive: true,
      createdAt: at(4).toISOString(),
      updatedAt: expect.any(String),
    });
    const projects = (await get("/api/v1/project")).json().portfolios;
    expect(projects[0]).not.toHaveProperty("productCode");
  });

  it("filters by category id; a malformed or unknown id gives an empty list", async () => {
    expect(await names(`/api/v1/project?category=${mobile.id}`)).toEqual(["Rider App"]);
    expect(await names(`/api/v1/project?category=${web.id}`)).toEqual(["Clinic Portal"]);
    expect(await names("/api/v1/project?category=garbage")).toEqual([]);
    expect(await names(`/api/v1/project?category=${UNKNOWN_ID}`)).toEqual([]);
  });

  it("searches name or project code ignoring case, with % and _ taken literally", async () => {
    expect(await names("/api/v1/project?q=rIDer")).toEqual(["Rider App"]);
    expect(await names("/api/v1/project?q=prj-0001")).toEqual(["Clinic Portal"]);
    expect(await names("/api/v1/project?q=prj-000")).toEqual(["Rider App", "Clinic Portal"]);
    expect(await names("/api/v1/project?q=%25")).toEqual([]);
    expect(await names("/api/v1/project?q=_")).toEqual([]);
  });

  it("refuses an unknown type or a repeated parameter with 400, never 500", async () => {
    for (const url of ["/api/v1/project?type=service", "/api/v1/project?type=project&type=product"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, issues: [{ path: "type" }] });
    }
  });

  it("answers one item by id; inactive, unknown and malformed ids are 404", async () => {
    const res = await get(`/api/v1/project/${ids.product}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { _id: ids.product, year: 2023 } });
    for (const id of [ids.inactiveProduct, ids.hiddenProject, UNKNOWN_ID, "12"]) {
      const missing = await get(`/api/v1/project/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: "Portfolio item not found",
        error: "Portfolio item not found",
      });
    }
  });
});

describe("GET /job", () => {
  let active: Awaited<ReturnType<typeof insertJob>>;
  let inactive: Awaited<ReturnType<typeof insertJob>>;

  beforeAll(async () => {
    const db = ctx.database.db;
    await insertJob(db, { title: "Older role", createdAt: new Date("2025-01-01T00:00:00Z") });
    active = await insertJob(db, {
      title: "Senior UI UX Designer",
      jobRole: ["Design", "Test"],
      createdAt: new Date("2025-02-01T00:00:00Z"),
    });
    inactive = await insertJob(db, {
      title: "Closed role",
      isActive: false,
      createdAt: new Date("2025-03-01T00:00:00Z"),
    });
  });

  it("lists active jobs newest first with the fixed location and employment type", async () => {
    const res = await get("/api/v1/job");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((j: { title: string }) => j.title)).toEqual(["Senior UI UX Designer", "Older role"]);
    expect(body.data[0]).toEqual({
      _id: active.id,
      title: "Senior UI UX Designer",
      slug: active.slug,
      description: "Build things",
      companyOverview: "We are an agency in Lahore",
      jobRole: ["Design", "Test"],
      requirements: ["TypeScript"],
      location: "Lahore, Punjab, Pakistan",
      employmentType: "Full Time",
      salary: "",
      isActive: true,
      seo: defaultSearchSettings,
      version: 1,
      createdAt: "2025-02-01T00:00:00.000Z",
      updatedAt: active.updatedAt.toISOString(),
    });
  });

  it("ignores ?all=true for anonymous callers", async () => {
    const res = await get("/api/v1/job?all=true");
    expect(res.json().data.map((j: { title: string }) => j.title)).not.toContain("Closed role");
  });

  it("answers one job; inactive, unknown and malformed ids are 404 'Job not found'", async () => {
    expect((await get(`/api/v1/job/${active.id}`)).json()).toMatchObject({ success: true, data: { _id: active.id } });
    for (const id of [inactive.id, inactive.slug, UNKNOWN_ID, "abc"]) {
      const res = await get(`/api/v1/job/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "Job not found", error: "Job not found" });
    }
  });
});

describe("caching of public reads", () => {
  it("sends public Cache-Control and an ETag, and 304 without a body for a matching If-None-Match", async () => {
    for (const url of ["/api/v1/category", "/api/v1/services", "/api/v1/project?type=product", "/api/v1/job"]) {
      const first = await get(url);
      expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await get(url, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);

      const stale = await get(url, { "if-none-match": 'W/"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it("changes the ETag when the content changes", async () => {
    const before = await get("/api/v1/category");
    // Through the write path, as every service does: the change invalidates the answers showing it.
    await unitOfWorkOf(ctx.app, new AuditTrail({ actor: null, ip: null })).run({
      kinds: ["category"],
      lock: nothingToLock,
      apply: async (tx) => {
        await insertCategory(tx, { name: "Cloud" });
        return { result: undefined, audit: { action: "create", entity: "category", summary: "Cloud" } };
      },
    });
    const after = await get("/api/v1/category", { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("does not cache a 404", async () => {
    const res = await get(`/api/v1/category/${UNKNOWN_ID}`);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers["cache-control"]).toBeUndefined();
  });
});

describe("OpenAPI description", () => {
  it("documents every public call with its request and answer schemas", async () => {
    const spec = (await get("/api/v1/docs/json")).json();
    const calls: [string, string, string[]][] = [
      ["get", "/api/v1/category", ["200"]],
      ["get", "/api/v1/category/{id}", ["200", "404"]],
      ["get", "/api/v1/services", ["200"]],
      ["get", "/api/v1/services/category-id/{categoryId}", ["200", "404"]],
      ["get", "/api/v1/services/{id}", ["200", "404"]],
      ["get", "/api/v1/project", ["200", "400"]],
      ["get", "/api/v1/project/{id}", ["200", "404"]],
      ["get", "/api/v1/job", ["200"]],
      ["get", "/api/v1/job/{id}", ["200", "404"]],
      ["post", "/api/v1/contact/create", ["201", "400", "429"]],
      ["post", "/api/v1/newsletter/create", ["200", "201", "400", "429"]],
      ["post", "/api/v1/career/create", ["201", "400", "404", "413", "429"]],
    ];
    for (const [method, path, statuses] of calls) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      for (const status of statuses) {
        expect(operation.responses[status]?.content?.["application/json"]?.schema, `${path} ${status}`).toBeDefined();
      }
    }
    const contact = spec.paths["/api/v1/contact/create"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(contact.properties)).toEqual(
      expect.arrayContaining(["fullname", "phone", "email", "address", "message", "source"]),
    );
    const career = spec.paths["/api/v1/career/create"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(career.properties)).toEqual(expect.arrayContaining(["firstName", "jobId", "resume"]));
    const list = spec.paths["/api/v1/project"].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(["type", "category", "isActive", "q"]));
  });
});
