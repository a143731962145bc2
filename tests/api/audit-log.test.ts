import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { categories } from "../../server/db/schema/content.ts";
import { enquiries } from "../../server/db/schema/people.ts";
import { adminUsers, privileges } from "../../server/db/schema/staff.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { sessions } from "../../server/modules/auth/schema.ts";
import { bearer, createAdmin, login, signIn, signInAsSuperAdmin, TEST_PASSWORD } from "../support/admins.ts";
import { holdAdvisoryLock } from "../support/advisory-lock.ts";
import { auditRows, breakAuditInserts, entriesOf } from "../support/audit.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertCategory } from "../support/content-fixtures.ts";
import { parseCsv } from "../support/csv.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";
import { storedFiles } from "../support/uploads.ts";

let ctx: TestContext;
let admin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ publicWriteLimit: 1000 });
  admin = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "audit-member", "Member");
  member = bearer((await signIn(ctx, "audit-member")).token);
});
afterAll(() => ctx.close());

const read = (query = "", headers = admin) =>
  ctx.app.inject({ method: "GET", url: `/api/v1/audit${query ? `?${query}` : ""}`, headers });

describe("when an entry cannot be written, the change does not happen", () => {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = await breakAuditInserts(ctx);
  });
  afterAll(() => restore());

  it("a category with an icon: 500, no row, no file left behind", async () => {
    const files = await storedFiles(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: admin,
      payload: multipart({ name: "Never Stored", description: "x" }, { logo: await pngImage(64, 64) }),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false });
    expect(await ctx.database.db.select().from(categories).where(eq(categories.name, "Never Stored"))).toEqual([]);
    expect(await storedFiles(ctx)).toEqual(files);
  });

  it("a text edit keeps the old text", async () => {
    const category = await insertCategory(ctx.database.db, { name: "Kept As Is", description: "Old" });
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/category/update/${category.id}`,
      headers: admin,
      payload: multipart({ description: "New" }),
    });
    expect(res.statusCode).toBe(500);
    const [row] = await ctx.database.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row.description).toBe("Old");
  });

  it("an admin, a role and an enquiry's status stay as they were", async () => {
    const register = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/admin/register",
      headers: admin,
      payload: {
        username: "never-added",
        fullName: "Never Added",
        email: "never@example.com",
        password: "Never#Pass123",
        contactNumber: "03001234567",
        address: "Lahore",
        gender: "Male",
        dateOfBirth: "1990-01-01",
        role: "Member",
      },
    });
    expect(register.statusCode).toBe(500);
    expect(await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, "never-added"))).toEqual([]);

    const role = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/permission/create",
      headers: admin,
      payload: { role: "Never Created" },
    });
    expect(role.statusCode).toBe(500);
    expect(await ctx.database.db.select().from(privileges).where(eq(privileges.role, "Never Created"))).toEqual([]);

    const [enquiry] = await ctx.database.db.insert(enquiries).values(validContact).returning();
    const status = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/contact/update/${enquiry.id}`,
      headers: admin,
      payload: { status: "completed" },
    });
    expect(status.statusCode).toBe(500);
    const [after] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(after.status).toBe("pending");
  });

  it("no session is opened or ended, and no export is sent", async () => {
    const sessionCount = async () => (await ctx.database.db.select({ n: count() }).from(sessions))[0].n;
    const before = await sessionCount();
    const res = await login(ctx, "audit-member", TEST_PASSWORD);
    expect(res.statusCode).toBe(500);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await sessionCount()).toBe(before);

    const out = await ctx.app.inject({ method: "POST", url: "/api/v1/admin/logout", headers: member });
    expect(out.statusCode).toBe(500);
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: member })).statusCode).toBe(200);

    const csv = await ctx.app.inject({ method: "GET", url: "/api/v1/contact?format=csv", headers: admin });
    expect(csv.statusCode).toBe(500);
    expect(csv.headers["content-type"]).not.toMatch(/text\/csv/);
  });
});

describe("GET /audit", () => {
  const day = (iso: string) => new Date(iso);
  let actorId: string;

  beforeAll(async () => {
    await ctx.database.db.delete(auditLog);
    const [someone] = await ctx.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.username, "audit-member"));
    actorId = someone.id;
    await ctx.database.db.insert(auditLog).values([
      {
        at: day("2025-01-05T08:00:00Z"),
        actorId,
        actorUsername: "audit-member",
        ip: "10.0.0.1",
        action: "create",
        entity: "category",
        entityId: "c1",
        summary: "Created category A",
        after: { name: "A" },
      },
      {
        at: day("2025-01-05T23:59:59Z"),
        actorId,
        actorUsername: "audit-member",
        ip: "10.0.0.1",
        action: "update",
        entity: "category",
        entityId: "c1",
        summary: "Updated category A",
        before: { name: "A" },
        after: { name: 'B, with "quotes"' },
      },
      {
        at: day("2025-01-06T00:00:00Z"),
        actorId: null,
        actorUsername: null,
        ip: "10.0.0.2",
        action: "loginFailed",
        entity: "session",
        summary: 'Failed sign-in as "mallory"',
        after: { username: "mallory" },
      },
      {
        at: day("2025-02-01T12:00:00Z"),
        actorId: "00000000-0000-4000-8000-000000000001",
        actorUsername: "admin",
        ip: "10.0.0.3",
        action: "delete",
        entity: "job",
        entityId: "j1",
        summary: "=cmd|' /C calc'!A0",
        before: { title: "Old job" },
      },
    ]);
  });

  it("is superAdmin's only", async () => {
    expect((await read("", {})).statusCode).toBe(401);
    const denied = await read("", member);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("You do not have permission to read the audit log");
  });

  it("answers the newest first, 20 to a page by default, in the contract's shape", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(body.data.map((e: { summary: string }) => e.summary)).toEqual([
      "=cmd|' /C calc'!A0",
      'Failed sign-in as "mallory"',
      "Updated category A",
      "Created category A",
    ]);
    expect(body.data[2]).toEqual({
      _id: expect.any(String),
      at: "2025-01-05T23:59:59.000Z",
      actor: { _id: actorId, username: "audit-member" },
      ip: "10.0.0.1",
      action: "update",
      entity: "category",
      entityId: "c1",
      summary: "Updated category A",
      before: { name: "A" },
      after: { name: 'B, with "quotes"' },
    });
    expect(body.data[1]).toMatchObject({ actor: null, entityId: null, before: null, after: { username: "mallory" } });
  });

  it("pages", async () => {
    const res = await read("page=2&limit=3");
    expect(res.json().pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect(res.json().data.map((e: { summary: string }) => e.summary)).toEqual(["Created category A"]);
    expect((await read("page=9")).json().data).toEqual([]);
  });

  it("filters by who, what, action and dates, together", async () => {
    const summaries = async (query: string) => {
      const res = await read(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((e: { summary: string }) => e.summary);
    };
    expect(await summaries("actor=Audit-Member")).toEqual(["Updated category A", "Created category A"]);
    expect(await summaries(`actor=${actorId}`)).toEqual(["Updated category A", "Created category A"]);
    expect(await summaries("actor=nobody")).toEqual([]);
    expect(await summaries("entity=session")).toEqual(['Failed sign-in as "mallory"']);
    expect(await summaries("action=delete")).toEqual(["=cmd|' /C calc'!A0"]);
    expect(await summaries("from=2025-01-05&to=2025-01-05")).toEqual(["Updated category A", "Created category A"]);
    expect(await summaries("from=2025-01-06")).toEqual(["=cmd|' /C calc'!A0", 'Failed sign-in as "mallory"']);
    expect(await summaries("to=2025-01-05T12:00:00Z")).toEqual(["Created category A"]);
    expect(await summaries("entity=category&action=update&actor=audit-member")).toEqual(["Updated category A"]);
    expect((await read("entity=category&limit=1")).json().pagination).toEqual({
      page: 1,
      limit: 1,
      total: 2,
      totalPages: 2,
    });
  });

  it.each([
    ["action=rename", "Action must be one of create, update, delete"],
    ["entity=planet", "Entity must be one of category, service"],
    ["limit=101", "Limit must be a whole number between 1 and 100"],
    ["page=0", "Page must be a whole number of at least 1"],
    ["from=2025-02-30", "From must be a date (YYYY-MM-DD) or an ISO-8601 timestamp"],
    ["to=yesterday", "To must be a date (YYYY-MM-DD) or an ISO-8601 timestamp"],
    ["from=2025-02-01&to=2025-01-01", "From must not be after To"],
  ])("refuses %s with a 400", async (query, message) => {
    const res = await read(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain(message);
  });

  it("downloads the filtered log as CSV, and that download is itself recorded", async () => {
    const { result, entries } = await entriesOf(ctx, () => read("format=csv&entity=category&actor=audit-member"));
    expect(result.statusCode).toBe(200);
    expect(result.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(result.headers["content-disposition"]).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(result.headers["cache-control"]).toBe("no-store");
    const rows = parseCsv(result.body);
    expect(rows[0]).toEqual([
      "At",
      "Actor",
      "Actor id",
      "IP",
      "Action",
      "Entity",
      "Entity id",
      "Summary",
      "Before",
      "After",
    ]);
    expect(rows.slice(1)).toEqual([
      [
        "2025-01-05T23:59:59.000Z",
        "audit-member",
        actorId,
        "10.0.0.1",
        "update",
        "category",
        "c1",
        "Updated category A",
        '{"name":"A"}',
        '{"name":"B, with \\"quotes\\""}',
      ],
      [
        "2025-01-05T08:00:00.000Z",
        "audit-member",
        actorId,
        "10.0.0.1",
        "create",
        "category",
        "c1",
        "Created category A",
        "",
        '{"name":"A"}',
      ],
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUsername: TEST_ADMIN.username,
      action: "export",
      entity: "auditLog",
      summary: "Exported the audit log (actor audit-member, entity category) as CSV",
    });

    const all = parseCsv((await read("format=csv&action=delete")).body);
    // Plain data as stored (ADR 0233): the CSV is for programs, the .xlsx for a spreadsheet.
    expect(all[1][7]).toBe("=cmd|' /C calc'!A0");
  });
});

describe("the OpenAPI description", () => {
  it("documents GET /audit, its filters and the entry's shape", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const operation = doc.paths["/api/v1/audit"].get;
    expect(Object.keys(doc.paths["/api/v1/audit"])).toEqual(["get"]);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "limit", "actor", "entity", "action", "from", "to", "format"]),
    );
    expect(operation.description).toContain("written in the same transaction as the change");
    const entry = operation.responses["200"].content["application/json"].schema.properties.data.items;
    expect(Object.keys(entry.properties)).toEqual([
      "_id",
      "at",
      "actor",
      "ip",
      "action",
      "entity",
      "entityId",
      "summary",
      "before",
      "after",
    ]);
    expect(doc.tags).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "audit log", description: expect.any(String) })]),
    );
  });
});

describe("entries cannot be edited or deleted", () => {
  it("the API has no route that writes to the log", async () => {
    const auditRoutes = ctx.app.accessTable.filter((route) => route.url.startsWith("/api/v1/audit"));
    expect(auditRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(["GET /api/v1/audit"]);
    const [entry] = await auditRows(ctx);
    const before = await auditRows(ctx);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      for (const url of ["/api/v1/audit", `/api/v1/audit/${entry.id}`, `/api/v1/audit/delete/${entry.id}`]) {
        const res = await ctx.app.inject({ method, url, headers: admin, payload: { summary: "rewritten" } });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect(await auditRows(ctx)).toEqual(before);
  });

  it("the database refuses to rewrite an entry", async () => {
    await expect(ctx.database.db.execute(sql`update audit_log set summary = 'rewritten'`)).rejects.toThrow();
    expect((await auditRows(ctx)).some((row) => row.summary === "rewritten")).toBe(false);
  });

  it("only a draft save's time may move, and only on (one entry per editing session, ADR 0152)", async () => {
    const at = new Date("2026-11-25T06:00:00Z");
    const [draft, other] = await ctx.database.db
      .insert(auditLog)
      .values([
        { at, action: "draftSave", entity: "job", entityId: "a-job", summary: "Saved a draft" },
        { at, action: "update", entity: "job", entityId: "a-job", summary: "Updated a job" },
      ])
      .returning({ id: auditLog.id });
    const change = (id: string, set: object) => ctx.database.db.update(auditLog).set(set).where(eq(auditLog.id, id));
    const later = new Date(at.getTime() + 60_000);
    await change(draft.id, { at: later });
    await expect(change(draft.id, { at })).rejects.toThrow();
    await expect(change(draft.id, { at: later, summary: "rewritten" })).rejects.toThrow();
    await expect(change(draft.id, { action: "update" })).rejects.toThrow();
    await expect(change(other.id, { at: later })).rejects.toThrow();
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, "a-job"));
    expect(rows.map((row) => [row.action, row.summary, row.at.getTime()]).sort()).toEqual([
      ["draftSave", "Saved a draft", later.getTime()],
      ["update", "Updated a job", at.getTime()],
    ]);
  });
});

describe("retention", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const insertAged = (days: number, summary: string) =>
    ctx.database.db.insert(auditLog).values({
      at: new Date(Date.now() - days * DAY),
      action: "update",
      entity: "category",
      summary,
    });
  const summaries = async () => (await auditRows(ctx)).map((row) => row.summary);

  it("AUDIT_RETENTION_DAYS is 365 unless set", () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "30" }).auditRetentionDays).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(ctx.config.auditRetentionDays).toBe(365);
  });

  it("removes entries older than the retention period, and only those", async () => {
    await insertAged(400, "aged 400 days");
    await insertAged(366, "aged 366 days");
    await insertAged(364, "aged 364 days");
    const removed = await ctx.app.auditLog.prune();
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await summaries();
    expect(left).toContain("aged 364 days");
    expect(left).not.toContain("aged 366 days");
    expect(left).not.toContain("aged 400 days");
  });

  it("is safe to run from several instances at once", async () => {
    await insertAged(500, "old one");
    await insertAged(501, "old two");
    const results = await Promise.all([ctx.app.auditLog.prune(), ctx.app.auditLog.prune(), ctx.app.auditLog.prune()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await summaries()).not.toContain("old one");
  });

  it.runIf(testDriver() === "postgres")("an instance finding another one pruning leaves it to that one", async () => {
    await insertAged(600, "held back");
    // Another instance's prune, mid-batch: a transaction holding the retention lock.
    const other = await holdAdvisoryLock(ctx.database.db, "agency-platform:audit-retention");
    expect(await ctx.app.auditLog.prune()).toBe(0);
    expect(await summaries()).toContain("held back");
    await other.release();
    expect(await ctx.app.auditLog.prune()).toBe(1);
    expect(await summaries()).not.toContain("held back");
  });
});
