import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ALERT_HEADING } from "../../server/db/seed/base.ts";
import { countedTables } from "../../server/modules/dashboard/queries.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let root: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  root = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "viewer", "Member");
  member = bearer((await signIn(ctx, "viewer")).token);
});
afterAll(() => ctx.close());

async function seedContent() {
  const db = ctx.database.db;
  const [web, mobile] = await db
    .insert(countedTables.categories)
    .values([
      { name: "Web", slug: "web", description: "Websites" },
      { name: "Mobile", slug: "mobile", description: "Apps" },
    ])
    .returning();
  const service = { description: "d", approach: "a", color: "#fff", workUrl: "https://example.com", benefits: "b" };
  await db.insert(countedTables.services).values([
    { ...service, categoryId: web.id, name: "Shops", slug: "shops" },
    { ...service, categoryId: web.id, name: "Portals", slug: "portals" },
    { ...service, categoryId: mobile.id, name: "Android", slug: "android" },
  ]);
  const item = {
    description: "d",
    client: "c",
    technology: "t",
    url: "https://example.com",
    date: "2024-01-01",
    categoryId: web.id,
    images: ["/uploads/x.webp"],
  };
  await db.insert(countedTables.portfolioItems).values([
    { ...item, type: "project", name: "P1", slug: "p1", projectCode: "PRJ-0001" },
    { ...item, type: "project", name: "P2", slug: "p2", projectCode: "PRJ-0002" },
    {
      ...item,
      type: "product",
      name: "A",
      slug: "a",
      projectCode: "PRJ-0003",
      productCode: "PRD-0001",
      isActive: true,
    },
    {
      ...item,
      type: "product",
      name: "B",
      slug: "b",
      projectCode: "PRJ-0004",
      productCode: "PRD-0002",
      isActive: true,
    },
    {
      ...item,
      type: "product",
      name: "C",
      slug: "c",
      projectCode: "PRJ-0005",
      productCode: "PRD-0003",
      isActive: false,
    },
  ]);
  const enquiry = {
    fullname: "Ali",
    phone: "03001234567",
    email: "a@example.com",
    address: "x",
    message: "hello there",
  };
  await db.insert(countedTables.enquiries).values([
    { ...enquiry, stage: "new" },
    { ...enquiry, stage: "qualified" },
    { ...enquiry, stage: "won" },
  ]);
  await db
    .insert(countedTables.newsletterSubscribers)
    .values([{ email: "n1@example.com" }, { email: "n2@example.com" }]);
  const [job] = await db
    .insert(countedTables.jobs)
    .values([
      { title: "Dev", slug: "dev", description: "d", companyOverview: "c", jobRole: ["r"], requirements: ["q"] },
      {
        title: "QA",
        slug: "qa",
        description: "d",
        companyOverview: "c",
        jobRole: ["r"],
        requirements: ["q"],
        isActive: false,
      },
    ])
    .returning();
  await db.insert(countedTables.applications).values({
    jobId: job.id,
    firstName: "A",
    lastName: "B",
    email: "ab@example.com",
    phoneNumber: "03001234567",
    city: "Lahore",
    address: "x",
    state: "Punjab",
    postalCode: "54000",
    resumeKey: "resumes/a.pdf",
    resumeName: "a.pdf",
    resumeType: "application/pdf",
    resumeSize: 10,
  });
  const hour = 3600 * 1000;
  await db.insert(countedTables.potentialCustomers).values([
    { email: "old@example.com", source: "contact", visitCount: 3, lastSeenAt: new Date(Date.now() - 48 * hour) },
    { email: "new@example.com", source: "catalog", lastSeenAt: new Date(Date.now() - hour) },
    { email: "mid@example.com", source: "newsletter", visitCount: 2, lastSeenAt: new Date(Date.now() - 5 * hour) },
  ]);
}

describe("dashboard counts", () => {
  it("counts zero on an empty site", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/count/get-all-counts", headers: member });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      status: 200,
      data: {
        categoryCount: 0,
        subCategoryCount: 0,
        totalServiceCount: 0,
        CompletedCount: 0,
        PendingCount: 0,
        totalProjectCount: 0,
        enquire: 0,
        getintouch: 0,
        activeProductCount: 0,
        inActiveProductCount: 0,
        potentialCustomers: 0,
        jobCount: 0,
        applicationCount: 0,
        openByStage: {
          enquiries: { new: 0, contacted: 0, qualified: 0 },
          applications: { new: 0, reviewing: 0, interview: 0, offer: 0 },
        },
      },
    });
  });

  it("counts every kind of content for any signed-in admin", async () => {
    await seedContent();
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/count/get-all-counts", headers: member });
    expect(res.json().data).toEqual({
      categoryCount: 2,
      subCategoryCount: 3,
      totalServiceCount: 3,
      CompletedCount: 1,
      PendingCount: 2,
      totalProjectCount: 2,
      enquire: 3,
      getintouch: 2,
      activeProductCount: 2,
      inActiveProductCount: 1,
      potentialCustomers: 3,
      jobCount: 2,
      applicationCount: 1,
      openByStage: {
        enquiries: { new: 1, contacted: 0, qualified: 1 },
        applications: { new: 1, reviewing: 0, interview: 0, offer: 0 },
      },
    });
  });

  it("has seeded every table the counts read", async () => {
    for (const [name, table] of Object.entries(countedTables)) {
      const [{ rows }] = await ctx.database.db.select({ rows: count() }).from(table);
      expect(rows, name).toBeGreaterThan(0);
    }
  });
});

describe("potential customers", () => {
  it("lists them most recently seen first", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/potentialCustomer", headers: member });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((c: { email: string }) => c.email)).toEqual([
      "new@example.com",
      "mid@example.com",
      "old@example.com",
    ]);
    expect(data[2]).toEqual({
      _id: expect.any(String),
      email: "old@example.com",
      source: "contact",
      visitCount: 3,
      attribution: { landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastSeenAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe("alert heading", () => {
  const read = () => ctx.app.inject({ method: "GET", url: "/api/v1/alertHeader" });
  const write = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: "PUT", url: "/api/v1/alertHeader/update", headers, payload });

  it("is public to read", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { textField: DEFAULT_ALERT_HEADING } });
  });

  it("is changed by superAdmin only", async () => {
    const denied = await write(member, { textField: "Member was here" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You do not have permission to update the alert heading");
    expect((await write({}, { textField: "Anyone" })).statusCode).toBe(401);

    const res = await write(root, { textField: "  Eid holidays: we are back on Monday.  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Heading updated successfully!",
      data: { textField: "Eid holidays: we are back on Monday." },
    });
    expect((await read()).json().data.textField).toBe("Eid holidays: we are back on Monday.");
  });

  it.each([
    ["", "This field cannot be empty."],
    ["   ", "This field cannot be empty."],
    ["<script>", "Special characters like <, >, =, `, &, %, $, etc., are not allowed."],
    ["50% off", "Special characters like <, >, =, `, &, %, $, etc., are not allowed."],
    ["x".repeat(256), "Please don't enter more than 255 characters."],
  ])("refuses %j", async (textField, message) => {
    const res = await write(root, { textField });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, issues: [{ path: "textField", message }] });
  });

  it("accepts exactly 255 characters and an exclamation mark", async () => {
    expect((await write(root, { textField: `${"x".repeat(254)}!` })).statusCode).toBe(200);
  });
});
