import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_RATE_LIMIT, apiKeyMessages } from "../../domain/api-keys.ts";
import { buildApp } from "../../server/app.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { apiKeys } from "../../server/modules/api-keys/schema.ts";
import { SESSION_COOKIE } from "../../server/modules/auth/session-cookie.ts";
import { requestLogs } from "../../server/modules/request-logs/schema.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { createTestApp, createTestAppOn, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";
import { createSharedTestDatabase, testDriver } from "../support/test-database.ts";

/** The clock keys expire by: real time plus however far a test moved it. */
function movableClock() {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    advance(ms: number) {
      ahead += ms;
    },
  };
}

const HOUR = 60 * 60 * 1000;

describe("API keys (ADR 0137)", () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const clock = movableClock();

  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, "off", false, clock.now);
    admin = bearer((await signInAsSuperAdmin(ctx)).token);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const createKey = async (body: Record<string, unknown>) => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/v1/api-keys", headers: admin, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { _id: string; key: string; scopes: string[]; expiresAt: string | null };
  };
  const call = (key: string, method: "GET" | "PATCH" | "POST", url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

  it("shows the key once, stores only its hash, and lists it without the key", async () => {
    const created = await createKey({ name: "CRM", scopes: ["leads:read"] });
    expect(created.key).toMatch(/^agk_[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created._id));
    expect(row.keyHash).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await ctx.app.inject({ method: "GET", url: "/api/v1/api-keys", headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    const listed = list.json().data.find((key: { _id: string }) => key._id === created._id);
    expect(listed).toMatchObject({ name: "CRM", scopes: ["leads:read"], keyStart: created.key.slice(0, 10) });
    expect(listed.revokedAt).toBeNull();
  });

  it("refuses bad input with the contract's 400, and everyone but superAdmin", async () => {
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      headers: admin,
      payload: { name: "", scopes: ["everything"] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const past = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      headers: admin,
      payload: { name: "Old", scopes: ["leads:read"], expiresAt: new Date(clock.now() - HOUR).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(apiKeyMessages.expiresAtInvalid);
    await createAdmin(ctx, "member1", "Member");
    const member = bearer((await signIn(ctx, "member1")).token);
    for (const method of ["GET", "POST"] as const) {
      const response = await ctx.app.inject({
        method,
        url: "/api/v1/api-keys",
        headers: member,
        payload: method === "POST" ? { name: "x", scopes: ["leads:read"] } : undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("You do not have permission to manage API keys");
    }
  });

  it("works within its scopes and nowhere else", async () => {
    const leads = (await createKey({ name: "Leads only", scopes: ["leads:read"] })).key;
    expect((await call(leads, "GET", "/api/v1/contact")).statusCode).toBe(200);
    expect((await call(leads, "GET", "/api/v1/newsletter")).statusCode).toBe(200);
    expect((await call(leads, "GET", "/api/v1/potentialCustomer")).statusCode).toBe(200);
    const refused: [string, "GET" | "PATCH" | "POST"][] = [
      ["/api/v1/career", "GET"],
      ["/api/v1/count/get-all-counts", "GET"],
      ["/api/v1/admin/me", "GET"],
      ["/api/v1/admin", "GET"],
      ["/api/v1/api-keys", "GET"],
      ["/api/v1/permission", "GET"],
      ["/api/v1/audit", "GET"],
      ["/api/v1/admin/logout", "POST"],
    ];
    for (const [url, method] of refused) {
      const response = await call(leads, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(leads, "GET", "/api/v1/admin/me")).json().message).toBe(apiKeyMessages.personOnly);

    const applications = (await createKey({ name: "ATS", scopes: ["applications:read"] })).key;
    expect((await call(applications, "GET", "/api/v1/career")).statusCode).toBe(200);
    expect((await call(applications, "GET", "/api/v1/contact")).statusCode).toBe(403);

    const job = await insertJob(ctx.database.db);
    const reader = (await createKey({ name: "Reader", scopes: ["content:read"] })).key;
    expect((await call(reader, "GET", "/api/v1/count/get-all-counts")).statusCode).toBe(200);
    expect((await call(reader, "GET", "/api/v1/contact")).statusCode).toBe(403);
    expect((await call(reader, "PATCH", `/api/v1/job/update/${job.id}`, { isActive: false })).statusCode).toBe(403);

    const writer = (await createKey({ name: "Writer", scopes: ["content:write"] })).key;
    const changed = await call(writer, "PATCH", `/api/v1/job/update/${job.id}`, { isActive: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(writer, "GET", "/api/v1/contact")).statusCode).toBe(403);
    // What a key saves is attributed to it, as a person's saves are to them.
    const draft = await call(writer, "POST", `/api/v1/job/${job.id}/draft`, { title: "From the key", version: 0 });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data.savedBy).toBe('API key "Writer"');
  });

  it("reads leads with leads:read and changes them only with leads:write", async () => {
    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: {
        fullname: "Bilal Ahmed",
        phone: "03001112222",
        email: "bilal@example.com",
        address: "Model Town",
        message: "Please send a quotation for an app.",
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const reader = (await createKey({ name: "Lead reader", scopes: ["leads:read"] })).key;
    const writer = (await createKey({ name: "Lead writer", scopes: ["leads:read", "leads:write"] })).key;
    const list = await call(reader, "GET", "/api/v1/contact?page=1&limit=10");
    expect(list.statusCode).toBe(200);
    const enquiry = list.json().data.find((row: { email: string }) => row.email === "bilal@example.com");
    expect(enquiry).toBeDefined();
    expect(list.json().pagination).toMatchObject({ page: 1, limit: 10 });
    const url = `/api/v1/contact/update/${enquiry._id}`;
    const refused = await call(reader, "PATCH", url, { status: "completed" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission to update leads");
    const changed = await call(writer, "PATCH", url, { status: "completed" });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, enquiry._id))
      .orderBy(auditLog.at);
    expect(entry?.actorUsername).toBe('API key "Lead writer"');
  });

  it("is never accepted as the session cookie", async () => {
    const key = (await createKey({ name: "Cookie", scopes: ["leads:read", "content:read"] })).key;
    for (const url of ["/api/v1/contact", "/api/v1/count/get-all-counts", "/api/v1/admin/me"]) {
      const response = await ctx.app.inject({ method: "GET", url, headers: { cookie: `${SESSION_COOKIE}=${key}` } });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("expires at its expiry (the app's clock)", async () => {
    const created = await createKey({
      name: "Short",
      scopes: ["leads:read"],
      expiresAt: new Date(clock.now() + HOUR).toISOString(),
    });
    expect((await call(created.key, "GET", "/api/v1/contact")).statusCode).toBe(200);
    clock.advance(2 * HOUR);
    const late = await call(created.key, "GET", "/api/v1/contact");
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(apiKeyMessages.refused);
  });

  it("is audited as the key on every call, and records when it was last used", async () => {
    const created = await createKey({ name: "Audited", scopes: ["leads:read"] });
    expect((await call(created.key, "GET", "/api/v1/contact?page=1")).statusCode).toBe(200);
    expect((await call(created.key, "GET", "/api/v1/career")).statusCode).toBe(403);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.actorId, created._id));
    expect(entries.map((entry) => [entry.action, entry.actorUsername, entry.summary])).toEqual(
      expect.arrayContaining([
        ["apiCall", 'API key "Audited"', "GET /api/v1/contact → 200"],
        ["apiCall", 'API key "Audited"', "GET /api/v1/career → 403"],
      ]),
    );
    const log = await ctx.app.inject({ method: "GET", url: "/api/v1/audit?entity=apiKey", headers: admin });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('API key \\"Audited\\"');
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created._id));
    expect(row.lastUsedAt).not.toBeNull();
    await ctx.app.requestLog.flush();
    const logged = await ctx.database.db
      .select()
      .from(requestLogs)
      .where(eq(requestLogs.username, 'API key "Audited"'));
    expect(logged.map((entry) => entry.statusCode).sort()).toEqual([200, 403]);
  });

  it("is rate limited per key", async () => {
    const key = (await createKey({ name: "Busy", scopes: ["content:read"] })).key;
    const other = (await createKey({ name: "Quiet", scopes: ["content:read"] })).key;
    let last = 0;
    for (let i = 0; i <= API_KEY_RATE_LIMIT; i++)
      last = (await call(key, "GET", "/api/v1/count/get-all-counts")).statusCode;
    expect(last).toBe(429);
    expect((await call(other, "GET", "/api/v1/count/get-all-counts")).statusCode).toBe(200);
  });

  it("is revoked once, audited, and refused from then on", async () => {
    const created = await createKey({ name: "Gone", scopes: ["leads:read"] });
    const revoke = await ctx.app.inject({ method: "DELETE", url: `/api/v1/api-keys/${created._id}`, headers: admin });
    expect(revoke.statusCode).toBe(200);
    expect((await call(created.key, "GET", "/api/v1/contact")).statusCode).toBe(401);
    const again = await ctx.app.inject({ method: "DELETE", url: `/api/v1/api-keys/${created._id}`, headers: admin });
    expect(again.statusCode).toBe(409);
    const missing = await ctx.app.inject({ method: "DELETE", url: "/api/v1/api-keys/nope", headers: admin });
    expect(missing.statusCode).toBe(404);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created._id))
      .orderBy(auditLog.at);
    expect(entry).toBeDefined();
  });
});

/** Two instances on one database: nothing of a key is kept by an instance. */
describe("API key revocation across two instances", () => {
  const apps: { inject: TestContext["app"]["inject"]; close(): Promise<void> }[] = [];

  beforeAll(async () => {
    if (testDriver() === "postgres") {
      const [first, second] = await createSharedTestDatabase(2);
      const [a, b] = await Promise.all([createTestAppOn(first), createTestAppOn(second)]);
      apps.push(
        { inject: a.app.inject.bind(a.app), close: a.close },
        { inject: b.app.inject.bind(b.app), close: b.close },
      );
      return;
    }
    // PGlite is one process's database: two whole applications share its one handle.
    const a = await createTestApp();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-keys-"));
    const b = await buildApp(testConfig({ dataDir }), { database: a.database, logger: false, schedulePollMs: 0 });
    await b.ready();
    apps.push(
      { inject: a.app.inject.bind(a.app), close: a.close },
      {
        inject: b.inject.bind(b),
        close: async () => {
          await b.close();
          await rm(dataDir, { recursive: true, force: true });
        },
      },
    );
  });
  afterAll(async () => {
    // The second instance first: the first closes the shared PGlite handle.
    for (const app of [...apps].reverse()) await app.close();
  });

  it("a key revoked on one instance is refused by the other at once", async () => {
    const [a, b] = apps;
    const login = await a.inject({
      method: "POST",
      url: "/api/v1/admin/login",
      payload: { ...TEST_ADMIN },
    });
    expect(login.statusCode, login.body).toBe(200);
    const admin = bearer(login.json().token);
    const created = await a.inject({
      method: "POST",
      url: "/api/v1/api-keys",
      headers: admin,
      payload: { name: "Shared", scopes: ["leads:read"] },
    });
    const { _id, key } = created.json().data;
    expect((await b.inject({ method: "GET", url: "/api/v1/contact", headers: bearer(key) })).statusCode).toBe(200);
    expect((await a.inject({ method: "DELETE", url: `/api/v1/api-keys/${_id}`, headers: admin })).statusCode).toBe(200);
    const refused = await b.inject({ method: "GET", url: "/api/v1/contact", headers: bearer(key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(apiKeyMessages.refused);
  });
});
