import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLogs } from "../../server/modules/request-logs/schema.ts";
import { bearer, createAdmin, signIn, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;
let root: Record<string, string>;
let member: Record<string, string>;

type Entry = { route: string; method: string; statusCode: number; username: string | null; timestamp: string };

/** Every stored entry (after the writer's buffer is flushed) answering the filter. */
async function logs(query: string, headers = root) {
  await ctx.app.requestLog.flush();
  const limit = query.includes("limit=") ? "" : "limit=100&";
  return ctx.app.inject({ method: "GET", url: `/api/v1/logger/get-all?${limit}${query}`, headers });
}
async function routesOf(query: string) {
  const res = await logs(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Entry[]).map((entry) => entry.route);
}

/** Entries of a route family of their own, so nothing else the tests cause can match them. */
const fixtures = [
  { route: "/api/v1/flt/category", method: "GET", statusCode: 200, username: null, at: "2024-03-01T00:00:00Z" },
  {
    route: "/api/v1/flt/category/:id",
    method: "PATCH",
    statusCode: 200,
    username: "admin",
    at: "2024-03-01T23:59:59.999Z",
  },
  { route: "/api/v1/flt/contact/create", method: "POST", statusCode: 429, username: null, at: "2024-03-02T00:00:00Z" },
  {
    route: "/api/v1/flt/Contact/:id",
    method: "DELETE",
    statusCode: 404,
    username: "Editor",
    at: "2024-03-02T12:00:00Z",
  },
  { route: "/api/v1/flt/100%_done", method: "GET", statusCode: 500, username: "editor", at: "2024-03-03T08:00:00Z" },
  {
    route: "/api/v1/flt/1000-done",
    method: "PUT",
    statusCode: 503,
    username: "administrator",
    at: "2024-03-04T08:00:00Z",
  },
];
const all = (...indexes: number[]) => indexes.map((i) => fixtures[i].route);
/** Newest first, as the list answers. */
const newestFirst = (routes: string[]) =>
  [...routes].sort(
    (a, b) =>
      Date.parse(fixtures.find((f) => f.route === b)?.at ?? "") -
      Date.parse(fixtures.find((f) => f.route === a)?.at ?? ""),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  root = bearer((await signInAsSuperAdmin(ctx)).token);
  await createAdmin(ctx, "logmember", "Member");
  member = bearer((await signIn(ctx, "logmember")).token);
  await ctx.database.db.insert(requestLogs).values(
    fixtures.map((f) => ({
      method: f.method,
      route: f.route,
      statusCode: f.statusCode,
      username: f.username,
      timestamp: new Date(f.at),
      durationMs: 3,
    })),
  );
});
afterAll(() => ctx.close());

describe("GET /logger/get-all filters", () => {
  it("method: one method, any letter case", async () => {
    expect(await routesOf("route=/flt/&method=GET")).toEqual(newestFirst(all(0, 4)));
    expect(await routesOf("route=/flt/&method=post")).toEqual(all(2));
  });

  it("status: an exact code or a class such as 4xx", async () => {
    expect(await routesOf("route=/flt/&status=404")).toEqual(all(3));
    expect(await routesOf("route=/flt/&status=4xx")).toEqual(newestFirst(all(2, 3)));
    expect(await routesOf("route=/flt/&status=5XX")).toEqual(newestFirst(all(4, 5)));
    expect(await routesOf("route=/flt/&status=201")).toEqual([]);
  });

  it("username: the whole name, letter case ignored (not a part of it)", async () => {
    expect(await routesOf("route=/flt/&username=EDITOR")).toEqual(newestFirst(all(3, 4)));
    expect(await routesOf("route=/flt/&username=admin")).toEqual(all(1));
    expect(await routesOf("route=/flt/&username=adm")).toEqual([]);
  });

  it("route: a part of the route, letter case ignored, with % and _ taken literally", async () => {
    expect(await routesOf("route=flt/CONTACT")).toEqual(newestFirst(all(2, 3)));
    expect(await routesOf(`route=${encodeURIComponent("100%_")}`)).toEqual(all(4));
    expect(await routesOf(`route=${encodeURIComponent("flt/1_0")}`)).toEqual([]);
  });

  it("from and to: a day takes all of it in; timestamps are exact and may carry an offset", async () => {
    expect(await routesOf("route=/flt/&from=2024-03-01&to=2024-03-01")).toEqual(newestFirst(all(0, 1)));
    expect(await routesOf("route=/flt/&from=2024-03-02")).toEqual(newestFirst(all(2, 3, 4, 5)));
    expect(await routesOf("route=/flt/&to=2024-03-02")).toEqual(newestFirst(all(0, 1, 2, 3)));
    const from = encodeURIComponent("2024-03-02T17:00:00+05:00"); // 12:00 UTC
    const to = encodeURIComponent("2024-03-03T08:00:00Z");
    expect(await routesOf(`route=/flt/&from=${from}&to=${to}`)).toEqual(newestFirst(all(3, 4)));
  });

  it("filters combine, and the pagination counts only what matches", async () => {
    const res = await logs("route=/flt/&status=5xx&from=2024-03-03&limit=1&page=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2, totalEstimated: false });
    expect(body.data.map((entry: Entry) => entry.route)).toEqual(all(4));
    expect(await routesOf("route=/flt/&method=GET&status=5xx&username=editor&to=2024-03-03")).toEqual(all(4));
  });

  it("a blank filter (an empty form field) is no filter", async () => {
    expect(await routesOf("route=/flt/&method=&status=&username=&from=&to=&level=")).toEqual(
      newestFirst(all(0, 1, 2, 3, 4, 5)),
    );
  });
});

describe("the back office's own reads", () => {
  it("are recorded at level debug; writes, failures, downloads and anonymous calls at info", async () => {
    await ctx.app.requestLog.flush();
    const earlier = new Set((await ctx.database.db.select().from(requestLogs)).map((row) => row.id));
    const call = (method: "GET" | "POST", url: string, headers?: Record<string, string>, payload?: object) =>
      ctx.app.inject({ method, url, headers, payload });
    await call("GET", "/api/v1/category", root); // a screen loading
    await call("GET", "/api/v1/potentialCustomer?format=csv", root); // a download
    await call("GET", "/api/v1/admin/no-such-thing", root); // a failure
    await call("GET", "/api/v1/category"); // a visitor
    await call("POST", "/api/v1/permission/create", root, { role: "Level probe" }); // a write
    await ctx.app.requestLog.flush();
    const probes = (await ctx.database.db.select().from(requestLogs)).filter((row) => !earlier.has(row.id));
    const levels = probes.map((row) => [row.method, row.route, row.username, row.statusCode, row.level]);
    expect(levels).toEqual(
      expect.arrayContaining([
        ["GET", "/api/v1/category", "admin", 200, "debug"],
        ["GET", "/api/v1/potentialCustomer", "admin", 200, "info"],
        ["GET", "/api/v1/admin/no-such-thing", "admin", 404, "info"],
        ["GET", "/api/v1/category", null, 200, "info"],
        ["POST", "/api/v1/permission/create", "admin", 201, "info"],
      ]),
    );
    expect(probes).toHaveLength(5);
  });

  it("level=info leaves them out, level=debug shows only them, and each entry says its level", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/v1/count/get-all-counts", headers: root });
    await ctx.app.inject({ method: "GET", url: "/api/v1/count/get-all-counts" });
    const entries = async (level: string) =>
      ((await logs(`route=get-all-counts${level}`)).json().data as (Entry & { level: string })[]).map((e) => [
        e.username,
        e.statusCode,
        e.level,
      ]);
    expect(await entries("&level=info")).toEqual([[null, 401, "info"]]);
    expect(await entries("&level=debug")).toEqual([["admin", 200, "debug"]]);
    expect(await entries("")).toEqual([
      [null, 401, "info"],
      ["admin", 200, "debug"],
    ]);
  });
});

describe("refused filters", () => {
  const refusals: [string, string, string][] = [
    ["method=FETCH", "method", "Method must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
    ["status=abc", "status", "Status must be a status code such as 404 or a class such as 4xx"],
    ["status=600", "status", "Status must be a status code such as 404 or a class such as 4xx"],
    ["status=40", "status", "Status must be a status code such as 404 or a class such as 4xx"],
    ["status=4x", "status", "Status must be a status code such as 404 or a class such as 4xx"],
    ["from=2024-02-30", "from", "From must be a date (YYYY-MM-DD) or an ISO-8601 timestamp"],
    ["from=yesterday", "from", "From must be a date (YYYY-MM-DD) or an ISO-8601 timestamp"],
    ["to=2024-03-01T25:00:00Z", "to", "To must be a date (YYYY-MM-DD) or an ISO-8601 timestamp"],
    ["to=2024-03-01T10:00:00", "to", "To must be a date (YYYY-MM-DD) or an ISO-8601 timestamp"],
    ["from=2024-03-02&to=2024-03-01", "to", "From must not be later than To"],
    ["level=trace", "level", "Level must be info or debug"],
    [`username=${"a".repeat(51)}`, "username", "Username must be at most 50 characters"],
    [`route=${"r".repeat(501)}`, "route", "Route must be at most 500 characters"],
    ["route=%01x", "route", "Text may not contain control characters"],
  ];
  for (const [query, path, message] of refusals) {
    it(`${query.slice(0, 40)} → 400 "${message}"`, async () => {
      const res = await logs(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message, error: message, issues: [{ path, message }] });
    });
  }

  it("lists every failing filter, and a caller who may not read logs is refused before any of it", async () => {
    const res = await logs("method=x&status=y&from=z");
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toEqual(["method", "status", "from"]);
    const member403 = await logs("status=abc", member);
    expect(member403.statusCode).toBe(403);
    expect(member403.json().message).toBe("You do not have permission to read request logs");
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/v1/logger/get-all?status=abc" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the OpenAPI description", () => {
  it("documents the log filters and the potential-customer delete", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const parameters = spec.paths["/api/v1/logger/get-all"].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining(["page", "limit", "method", "status", "username", "route", "from", "to", "level"]),
    );
    const entry = spec.paths["/api/v1/logger/get-all"].get.responses["200"].content["application/json"].schema;
    expect(entry.properties.data.items.properties.level.enum).toEqual(["info", "debug"]);
    const remove = spec.paths["/api/v1/potentialCustomer/delete/{id}"].delete;
    expect(Object.keys(remove.responses).sort()).toEqual(["200", "401", "403", "404"]);
  });
});
