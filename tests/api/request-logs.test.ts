import { Writable } from "node:stream";
import { asc, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, loggerOptions } from "../../server/app.ts";
import { LogBatch } from "../../server/modules/request-logs/log-batch.ts";
import { LOG_STATEMENT_ROWS, RequestLogWriter } from "../../server/modules/request-logs/log-writer.ts";
import { insertRequestLogs } from "../../server/modules/request-logs/queries.ts";
import { requestLogs } from "../../server/modules/request-logs/schema.ts";
import { bearer, login, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";
import { createTestDatabase } from "../support/test-database.ts";

let ctx: TestContext;
let root: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  root = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

const page = (query: string) => ctx.app.inject({ method: "GET", url: `/api/v1/logger/get-all${query}`, headers: root });

async function storedLogs() {
  await ctx.app.requestLog.flush();
  return ctx.database.db.select().from(requestLogs);
}

describe("request log", () => {
  it("records each API call with its route pattern, caller and outcome, never the query string", async () => {
    await ctx.app.inject({
      method: "GET",
      url: "/api/v1/alertHeader?token=secret-in-query",
      headers: { "user-agent": "log-test-agent" },
      remoteAddress: "10.9.8.7",
    });
    await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/permission/abc?x=1",
      headers: { ...root, "user-agent": "staff-agent" },
      payload: {},
      remoteAddress: "10.9.8.6",
    });
    await ctx.app.inject({ method: "GET", url: "/api/v1/no-such-route?key=hidden" });
    await ctx.app.inject({ method: "GET", url: "/not-the-api" });
    const rows = await storedLogs();

    // An anonymous call keeps neither address nor user agent; a signed-in admin's keeps both (ADR 0084).
    const heading = rows.find((row) => row.route === "/api/v1/alertHeader");
    expect(heading).toMatchObject({ method: "GET", ip: null, userAgent: null, username: null, statusCode: 200 });
    expect(heading?.durationMs).toBeGreaterThanOrEqual(0);
    expect(rows.find((row) => row.method === "PATCH")).toMatchObject({
      route: "/api/v1/permission/:id",
      username: "admin",
      ip: "10.9.8.6",
      userAgent: "staff-agent",
      statusCode: 404,
    });
    expect(JSON.stringify(rows)).not.toMatch(/log-test-agent|10\.9\.8\.7/);
    expect(rows.find((row) => row.route === "/api/v1/no-such-route")?.statusCode).toBe(404);
    expect(rows.some((row) => row.route.includes("not-the-api"))).toBe(false);
    expect(JSON.stringify(rows)).not.toMatch(/secret-in-query|hidden|x=1/);
  });

  it("never holds a password or a token sent to sign in", async () => {
    const wrong = "Wr0ng#Secret-Marker";
    await login(ctx, "admin", wrong);
    const ok = await login(ctx, "admin", "Admin#Pass123");
    const token = ok.json().token as string;
    await ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(token) });
    const dump = JSON.stringify(await storedLogs());
    expect(dump).toContain("/api/v1/admin/login");
    for (const secret of [wrong, "Admin#Pass123", token]) expect(dump).not.toContain(secret);
  });

  it("pages newest first with totals", async () => {
    // Dated ahead of everything the test itself causes to be logged, so they are the newest 25.
    const base = Date.now() + 3600 * 1000;
    await ctx.database.db.insert(requestLogs).values(
      Array.from({ length: 25 }, (_, i) => ({
        method: "GET",
        route: "/api/v1/alertHeader",
        userAgent: `pager-${i}`,
        statusCode: 200,
        durationMs: 1,
        timestamp: new Date(base + i * 1000),
      })),
    );

    const first = await page("?page=1&limit=10");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(body.pagination.total).toBeGreaterThanOrEqual(25);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 10));
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ["_id", "method", "route", "user", "ip", "username", "timestamp", "statusCode", "durationMs", "level"].sort(),
    );
    expect(body.data.map((entry: { user: string }) => entry.user)).toEqual(
      Array.from({ length: 10 }, (_, i) => `pager-${24 - i}`),
    );

    const second = (await page("?page=2&limit=10")).json();
    expect(second.data.map((entry: { user: string }) => entry.user)).toEqual(
      Array.from({ length: 10 }, (_, i) => `pager-${14 - i}`),
    );

    const beyond = (await page(`?page=${body.pagination.totalPages + 5}`)).json();
    expect(beyond.data).toEqual([]);
    expect((await page("")).json().pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it("answers a page past the middle, read from the end, with the rows reading from the start gives", async () => {
    // Timestamps shared by pairs of entries: the id breaks the tie the same way in both directions.
    const base = Date.now() - 3600 * 1000;
    await ctx.database.db.insert(requestLogs).values(
      Array.from({ length: 45 }, (_, i) => ({
        method: "GET",
        route: "/api/v1/deep-pager",
        userAgent: `deep-${i}`,
        statusCode: 200,
        durationMs: 1,
        timestamp: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const newestFirst = Array.from({ length: 45 }, (_, i) => `deep-${44 - i}`);
    for (let n = 1; n <= 5; n++) {
      const body = (await page(`?page=${n}&limit=10&route=deep-pager`)).json();
      expect(body.pagination).toEqual({ page: n, limit: 10, total: 45, totalPages: 5, totalEstimated: false });
      expect(body.data.map((entry: { user: string }) => entry.user)).toEqual(newestFirst.slice((n - 1) * 10, n * 10));
    }
  });

  it("refuses a bad page or limit", async () => {
    for (const [query, message] of [
      ["?page=0", "Page must be a whole number of at least 1"],
      ["?page=abc", "Page must be a whole number of at least 1"],
      ["?limit=1000", "Limit must be a whole number between 1 and 100"],
    ]) {
      const res = await page(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("prunes a signed-in admin's entries older than 90 days", async () => {
    const day = 24 * 3600 * 1000;
    await ctx.database.db.insert(requestLogs).values([
      {
        method: "GET",
        username: "admin",
        route: "/api/v1/old",
        statusCode: 200,
        durationMs: 1,
        timestamp: new Date(Date.now() - 91 * day),
      },
      {
        method: "GET",
        username: "admin",
        route: "/api/v1/recent",
        statusCode: 200,
        durationMs: 1,
        timestamp: new Date(Date.now() - 89 * day),
      },
    ]);
    expect(await ctx.app.requestLog.prune()).toBe(1);
    const routes = (await storedLogs()).map((row) => row.route);
    expect(routes).toContain("/api/v1/recent");
    expect(routes).not.toContain("/api/v1/old");
  });

  it("stores a batch of many callers and outcomes entry for entry, in order, to the millisecond", async () => {
    const start = Date.UTC(2031, 0, 2, 3, 4, 5, 678);
    const entries = Array.from({ length: 1200 }, (_, i) => ({
      method: i % 3 === 0 ? "POST" : "GET",
      route: `/api/v1/batch-${i % 7}`,
      userAgent: i % 5 === 0 ? `agent "${i % 2}", {x}` : null,
      ip: i % 5 === 0 ? "10.1.2.3" : null,
      username: i % 5 === 0 ? "admin" : null,
      timestamp: new Date(start + i * 37 - (i % 11 === 0 ? 5000 : 0)),
      statusCode: [200, 201, 404, 500][i % 4],
      durationMs: i % 13,
      level: i % 6 === 0 ? ("debug" as const) : ("info" as const),
    }));
    await insertRequestLogs(ctx.database.db, LogBatch.of(entries));
    const stored = await ctx.database.db
      .select()
      .from(requestLogs)
      .where(like(requestLogs.route, "/api/v1/batch-%"))
      .orderBy(asc(requestLogs.id));
    expect(stored.map(({ id, ...entry }) => entry)).toEqual(entries);
  });

  it("writes a batch larger than one statement's rows in pieces of at most that many, entry for entry, in order", async () => {
    const start = Date.UTC(2031, 1, 3, 4, 5, 6, 789);
    const entries = Array.from({ length: LOG_STATEMENT_ROWS * 2 + 57 }, (_, i) => ({
      method: "GET",
      route: `/api/v1/pieces-${i % 3}`,
      userAgent: i % 2 === 0 ? "piece-agent" : null,
      ip: i % 2 === 0 ? "10.4.5.6" : null,
      username: i % 2 === 0 ? "admin" : null,
      timestamp: new Date(start + i),
      statusCode: 200,
      durationMs: i % 17,
      level: "info" as const,
    }));
    const batch = LogBatch.of(entries);
    const pieces = batch.pieces(LOG_STATEMENT_ROWS);
    expect(pieces.map((piece) => piece.size)).toEqual([LOG_STATEMENT_ROWS, LOG_STATEMENT_ROWS, 57]);

    const writer = new RequestLogWriter(ctx.database.db, ctx.app.log);
    for (const { timestamp, ...entry } of entries) writer.add({ ...entry, at: timestamp.getTime() });
    await writer.flush();
    const stored = await ctx.database.db
      .select()
      .from(requestLogs)
      .where(like(requestLogs.route, "/api/v1/pieces-%"))
      .orderBy(asc(requestLogs.id));
    expect(stored.map(({ id, ...entry }) => entry)).toEqual(entries);
  });

  it("writes what is still buffered when the app closes", async () => {
    const other = await createTestApp();
    await other.app.inject({ method: "GET", url: "/api/v1/alertHeader/last-words" });
    await other.app.close();
    const rows = await other.database.db.select().from(requestLogs);
    expect(rows.some((row) => row.route === "/api/v1/alertHeader/last-words")).toBe(true);
    await other.close();
  });
});

describe("application log", () => {
  it("does not write passwords or tokens", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ dataDir: "/tmp/unused", logLevel: "trace" });
    const database = await createTestDatabase();
    const app = await buildApp(config, { database, logger: { ...(loggerOptions(config) as object), stream } });
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/admin/login",
        payload: { username: "admin", password: "Admin#Pass123" },
      });
      const token = res.json().token as string;
      await app.inject({
        method: "GET",
        url: "/api/v1/admin/me",
        headers: { ...bearer(token), cookie: `ds_session=${token}` },
      });
    } finally {
      await app.close();
      await database.close();
    }
    const output = lines.join("");
    expect(output).toContain("/api/v1/admin/me");
    expect(output).not.toContain("Admin#Pass123");
    expect(output).not.toMatch(/ds_session=[A-Za-z0-9_-]{20}/);
  });
});
