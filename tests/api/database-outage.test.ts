import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unavailablePage } from "../../domain/errors.ts";
import { loadTestSettings } from "../../server/config.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { expectUnavailable, healthUp } from "../support/database-health.ts";
import { validContact } from "../support/public-writes.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createTestDatabaseThrough, testDriver } from "../support/test-database.ts";

/**
 * Short bounds on connecting and on statements (the defaults are 5 s each). No answer's duration is
 * asserted (a busy machine is slow, not wrong): a request that waited on the frozen network without
 * a bound would never be answered, and the test would fail on its own time limit. The breaker
 * (ADR 0147; tests/api/database-breaker.test.ts) usually answers before either bound runs out.
 */
const timeouts = { connectMs: 500, statementMs: 1000 };

describe.skipIf(testDriver() !== "postgres")("while the database is unavailable", () => {
  let proxy: TcpProxy;
  /** The API, with its response cache (pages are not rendered). */
  let api: TestContext;
  /** The pages, rendered through Vite (which keeps no page cache), on the same database. */
  let pages: TestContext;

  beforeAll(async () => {
    const upstream = new URL(loadTestSettings().databaseUrl ?? "postgres://127.0.0.1:5432/");
    proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const database = await createTestDatabaseThrough(proxy.port, timeouts);
    api = await createTestAppOn(database, { databaseTimeouts: timeouts });
    pages = await createTestAppOn(database, { databaseTimeouts: timeouts }, "development");
    // Vite compiles the route modules on first use: warm them up outside the tests' own time limits.
    for (const url of ["/contact", "/projects", "/"]) await pages.app.inject({ method: "GET", url });
  }, 120_000);
  afterAll(async () => {
    await proxy?.setMode("pass");
    await api?.close();
    await pages?.close();
    await proxy?.close();
  });

  const timed = async (request: InjectOptions, ctx = api) => ({ res: await ctx.app.inject(request) });

  /** Every kind of request, each answered 503 (or from the cache). */
  async function expectOutageAnswers(mode: string) {
    // A read no earlier answer can stand in for: a job nobody asked for before.
    const reads = await timed({ method: "GET", url: `/api/v1/job/${randomUUID()}` });
    expectUnavailable(reads.res, `${mode}: API read`);

    const signIn = await timed({ method: "POST", url: "/api/v1/admin/login", payload: TEST_ADMIN });
    expectUnavailable(signIn.res, `${mode}: sign-in`);

    const enquiry = await timed({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    expectUnavailable(enquiry.res, `${mode}: enquiry`);

    const page = await timed({ method: "GET", url: "/projects" }, pages);
    expect(page.res.statusCode, `${mode}: page`).toBe(503);
    expect(page.res.headers["retry-after"]).toBeDefined();
    expect(page.res.headers["content-type"]).toContain("text/html");
    expect(page.res.body).toContain(`<h1>${unavailablePage.title}</h1>`);
    expect(page.res.headers["content-security-policy"]).toContain("style-src-elem 'self' 'sha256-");

    const formPost = await timed(
      {
        method: "POST",
        url: "/contact",
        payload: new URLSearchParams(validContact).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: "192.0.2.77",
      },
      pages,
    );
    expect(formPost.res.statusCode, `${mode}: page form`).toBe(503);
    expect(formPost.res.body).toContain(unavailablePage.title);

    // The home page would show its blocks' empty states (spec §8), but its layout can't be read either.
    const home = await pages.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode, `${mode}: home`).toBe(503);
    expect(home.headers["cache-control"], `${mode}: home`).toBe("no-store");

    const health = await timed({ method: "GET", url: "/api/v1/health" });
    expect(health.res.statusCode, `${mode}: health`).toBe(503);
    // Its own bound answered for the database, whatever the network does.
    expect(health.res.json(), `${mode}: health`).toMatchObject({ status: "unavailable", db: "down" });

    // A public read answered before the outage: from the cache (its last copy, once the lost LISTEN
    // connection made the cache untrusted), then its last copy once it went stale.
    const cached = await api.app.inject({ method: "GET", url: "/api/v1/category" });
    expect(cached.statusCode, `${mode}: cached read`).toBe(200);
    expect(["HIT", "STALE"]).toContain(cached.headers["x-cache"]);
    api.app.responseCache.invalidate(["category"]);
    const stale = await api.app.inject({ method: "GET", url: "/api/v1/category" });
    expect(stale.statusCode, `${mode}: stale read`).toBe(200);
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.json()).toMatchObject({ success: true });
  }

  async function expectRecovered() {
    await proxy.setMode("pass");
    // Until the breaker's probe is answered, a cached read would still be its stale copy (ADR 0147).
    await healthUp(api.database.health);
    await expect
      .poll(async () => (await api.app.inject({ method: "GET", url: "/api/v1/job" })).statusCode, { timeout: 5000 })
      .toBe(200);
    expect((await api.app.inject({ method: "GET", url: "/api/v1/health" })).statusCode).toBe(200);
    expect((await pages.app.inject({ method: "GET", url: "/projects" })).statusCode).toBe(200);
  }

  /** A cached read; after an outage, once the instance listens for other instances' edits again. */
  async function warmCategoryRead() {
    await expect
      .poll(
        async () => {
          await api.app.inject({ method: "GET", url: "/api/v1/category" });
          return (await api.app.inject({ method: "GET", url: "/api/v1/category" })).headers["x-cache"];
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe("HIT");
  }

  it("answers 503 with Retry-After when it refuses connections, keeps cached reads, and recovers", async () => {
    await warmCategoryRead();
    await proxy.setMode("refuse");
    await expectOutageAnswers("refused");
    await expectRecovered();
  }, 60_000);

  it("answers within its bounds when the network freezes with connections open, and recovers", async () => {
    await warmCategoryRead();
    // Idle pooled connections stay open, so the next queries are sent into the frozen network.
    await proxy.setMode("freeze");
    await expectOutageAnswers("frozen");
    await expectRecovered();
  }, 60_000);
});
