import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANE_URLS, RequestLane } from "../../server/edge/request-lane.ts";
import { SESSION_COOKIE } from "../../server/modules/auth/session-cookie.ts";
import { analyticsPageViews } from "../../server/modules/insights/schema.ts";
import { requestLogs } from "../../server/modules/request-logs/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The request lane (ADR 0046): a URL Fastify has answered from the cache is answered again before
 * Fastify sees the request, with the very same bytes, and the request log and page-view counting
 * still see it. Real sockets: inject() goes straight to Fastify's handler, past the lane.
 */
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let ctx: TestContext;
let base: string;
/** Requests Fastify itself handled, by method and URL: the ones the lane left to it. */
const seenByFastify: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // onResponse, not onRequest: Fastify's own cache hits end the onRequest hooks before a test's runs.
    app.addHook("onResponse", (request, _reply, done) => {
      seenByFastify.push(`${request.method} ${request.url}`);
      done();
    });
    // A page of its own kind: cached and counted as a page view, as the pages' catch-all is.
    app.get(
      "/lane-test-page",
      { config: { cache: { kinds: ["alertHeading"] }, pageView: () => "/lane-test-page" } },
      async (_request, reply) => reply.type("text/html; charset=utf-8").send(`<p>${"page ".repeat(400)}</p>`),
    );
  });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => ctx?.close());

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One request over a new connection, its body as sent (fetch would decompress it). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { method, headers: { "accept-encoding": "br", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat = Object.entries(res.headers).map(([name, value]) => [name, String(value)]);
        resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(flat), body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

let sentinels = 0;

/**
 * Whether Fastify saw a request for this URL while `work` ran. onResponse runs once an answer has
 * gone, so a request Fastify answers afterwards (an unknown URL, never cached) is awaited: once its
 * onResponse has run, so has that of every answer sent before it.
 */
async function fastifySaw(method: string, url: string, work: () => Promise<unknown>) {
  const from = seenByFastify.length;
  await work();
  const sentinel = `/lane-sentinel-${++sentinels}`;
  await get(sentinel);
  await expect.poll(() => seenByFastify.slice(from).includes(`GET ${sentinel}`), { interval: 10 }).toBe(true);
  return seenByFastify.slice(from).includes(`${method} ${url}`);
}

/** Asks until Fastify has answered the URL from the cache once: from then on the lane has it. */
async function warm(path: string) {
  await get(path);
  const second = await get(path);
  expect(second.headers["x-cache"]).toBe("HIT");
}

const withoutDate = (headers: Record<string, string>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe("a URL answered from the cache", () => {
  it("is answered again before Fastify sees it, with the same bytes and headers", async () => {
    await warm("/api/v1/category");
    const fromFastify = await get("/api/v1/category");
    let fromLane = fromFastify;
    expect(
      await fastifySaw("GET", "/api/v1/category", async () => {
        fromLane = await get("/api/v1/category");
      }),
    ).toBe(false);
    expect(fromLane.status).toBe(200);
    expect(fromLane.body.equals(fromFastify.body)).toBe(true);
    expect(withoutDate(fromLane.headers)).toEqual(withoutDate(fromFastify.headers));
    const json = fromLane.headers["content-encoding"] === "br" ? brotliDecompressSync(fromLane.body) : fromLane.body;
    expect(JSON.parse(json.toString()).success).toBe(true);
  });

  it("answers HEAD with the headers alone and a matching If-None-Match with 304", async () => {
    await warm("/api/v1/job");
    const full = await get("/api/v1/job");
    const head = await get("/api/v1/job", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    let revalidated = full;
    const saw = await fastifySaw("GET", "/api/v1/job", async () => {
      revalidated = await get("/api/v1/job", { "if-none-match": full.headers.etag });
    });
    expect(saw).toBe(false);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(full.headers.etag);
  });

  it("leaves callers with credentials, other methods and other URLs to Fastify", async () => {
    await warm("/api/v1/services");
    const { token } = await signInAsSuperAdmin(ctx);
    expect(await fastifySaw("GET", "/api/v1/services", () => get("/api/v1/services", bearer(token)))).toBe(true);
    expect(
      await fastifySaw("GET", "/api/v1/services", () => get("/api/v1/services", { cookie: `${SESSION_COOKIE}=x` })),
    ).toBe(true);
    expect(await fastifySaw("POST", "/api/v1/services", () => get("/api/v1/services", {}, "POST"))).toBe(true);
    expect(await fastifySaw("GET", "/api/v1/services?x=1", () => get("/api/v1/services?x=1"))).toBe(true);
  });

  it("shows an edit on the very next read", async () => {
    await warm("/api/v1/alertHeader");
    const { token } = await signInAsSuperAdmin(ctx);
    const textField = `Lane heading ${Date.now()}`;
    const edit = await fetch(`${base}/api/v1/alertHeader/update`, {
      method: "PUT",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ textField }),
    });
    expect(edit.status).toBe(200);
    const next = await get("/api/v1/alertHeader");
    expect(next.headers["x-cache"]).toBe("MISS");
    expect(next.body.toString()).toContain(textField);
  });

  it("is written to the request log like any other API call", async () => {
    await warm("/api/v1/project?type=project");
    await ctx.app.requestLog.flush();
    const before = await ctx.database.db
      .select()
      .from(requestLogs)
      .where(eq(requestLogs.route, "/api/v1/project"))
      .orderBy(desc(requestLogs.timestamp));
    const saw = await fastifySaw("GET", "/api/v1/project?type=project", () => get("/api/v1/project?type=project"));
    expect(saw).toBe(false);
    await ctx.app.requestLog.flush();
    const after = await ctx.database.db.select().from(requestLogs).where(eq(requestLogs.route, "/api/v1/project"));
    expect(after.length).toBe(before.length + 1);
    const entries = after.filter((entry) => !before.some((earlier) => earlier.id === entry.id));
    expect(entries[0]).toMatchObject({ method: "GET", statusCode: 200, username: null });
  });

  it("is counted as a page view when it is a page", async () => {
    const visit = () => get("/lane-test-page", { "user-agent": browser });
    await visit();
    await visit();
    await ctx.app.pageViews.flush();
    const views = async () => {
      const rows = await ctx.database.db
        .select()
        .from(analyticsPageViews)
        .where(eq(analyticsPageViews.path, "/lane-test-page"));
      return rows.reduce((sum, row) => sum + row.views, 0);
    };
    const before = await views();
    expect(await fastifySaw("GET", "/lane-test-page", () => visit())).toBe(false);
    expect(
      await fastifySaw("GET", "/lane-test-page", () => get("/lane-test-page", { "user-agent": browser, dnt: "1" })),
    ).toBe(false);
    await ctx.app.pageViews.flush();
    expect(await views()).toBe(before + 1);
  });
});

describe("the URLs the lane remembers", () => {
  it("are bounded: a flood of new URLs pushes out the oldest, which come back on their next answer", () => {
    const lane = new RequestLane();
    const route = { key: "k", protocol: "http", routeOptions: { config: { url: "/junk", method: "GET" } } };
    for (let i = 0; i <= LANE_URLS; i++) lane.remember(`/junk?${i}`, { ...route, key: `k${i}` });
    expect(lane.size).toBe(LANE_URLS);
    expect(lane.remembers("/junk?0")).toBe(false);
    expect(lane.remembers(`/junk?${LANE_URLS}`)).toBe(true);
  });

  it("are only origin-form targets", () => {
    const lane = new RequestLane();
    const route = { key: "k", protocol: "http", routeOptions: { config: { url: "/about", method: "GET" } } };
    lane.remember("http://elsewhere.example/about", route);
    lane.remember("*", route);
    expect(lane.size).toBe(0);
  });
});
