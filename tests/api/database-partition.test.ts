import { sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../domain/errors.ts";
import { loadTestSettings } from "../../server/config.ts";
import { isServiceUnavailable } from "../../server/errors/unavailable.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { healthDown, healthUp } from "../support/database-health.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { validContact } from "../support/public-writes.ts";
import { type ProxyMode, startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabaseThrough, testDriver } from "../support/test-database.ts";

/**
 * Short bounds on connecting and waiting for the pool, so refusals answer quickly; a statement may
 * run longer than any test, so only the breaker (ADR 0147) can end one sent into a frozen network.
 */
const timeouts = { connectMs: 500, statementMs: 120_000, poolWaitMs: 1500 };
/** The LISTEN connection checks itself often and retries soon, so a test sees it come back. */
const listenTiming = { heartbeatMs: 200, answerMs: 500, retryMs: [100, 200] };
/** A generous bound on any one answer during the outage (the breaker abandons a frozen query within 2 s). */
const CLIENT_BOUND_MS = 8000;

/**
 * Issue 33, items 1 and 2, against real PostgreSQL: instance B reaches the database through a proxy
 * the test controls (its pool and its LISTEN connection), instance A directly. Whatever the proxy
 * does, B's process stays up (an `error` event without a listener would end it, and Vitest fails the
 * run on it), answers 200 from its cache or 503, and after the network heals its first request
 * succeeds and an edit through A empties B's cached answer again.
 */
describe.skipIf(testDriver() !== "postgres")("a partition between an instance and PostgreSQL", () => {
  let proxy: TcpProxy;
  let a: TestContext;
  let b: TestContext;
  let adminOnA: Record<string, string>;

  beforeAll(async () => {
    const upstream = new URL(loadTestSettings().databaseUrl ?? "postgres://127.0.0.1:5432/");
    proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    const [direct, proxied] = await createSharedTestDatabaseThrough([undefined, proxy.port], timeouts, listenTiming);
    a = await createTestAppOn(direct, { databaseTimeouts: timeouts });
    b = await createTestAppOn(proxied, { databaseTimeouts: timeouts });
    adminOnA = bearer((await signInAsSuperAdmin(a)).token);
  }, 60_000);
  afterAll(async () => {
    await proxy?.setMode("pass");
    await Promise.all([a?.close(), b?.close()]);
    await proxy?.close();
  });

  /** Each request from an address of its own, so the rate limits on public writes stay out of the way. */
  let visitor = 0;
  const nextAddress = () => {
    visitor += 1;
    return `10.33.${Math.floor(visitor / 250)}.${visitor % 250}`;
  };

  /** An answer within the generous bound, or a failed test (never a hang). */
  async function answer(request: InjectOptions, ctx = b): Promise<LightMyRequestResponse> {
    request.remoteAddress ??= nextAddress();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${request.url} did not answer`)), CLIENT_BOUND_MS);
    });
    try {
      return await Promise.race([ctx.app.inject(request), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  function expectUnavailable(res: LightMyRequestResponse, what: string) {
    expect(res.statusCode, what).toBe(503);
    expect(Number(res.headers["retry-after"]), what).toBeGreaterThan(0);
    expect(res.json(), what).toMatchObject({ success: false, message: genericMessages.serviceUnavailable });
  }

  const categoryNamed = async (name: string) =>
    a.app.inject({
      method: "POST",
      url: "/api/v1/category/create",
      headers: adminOnA,
      payload: multipart({ name, description: "Made on A" }, { logo: await pngImage() }),
    });

  /** B listens again: its cache is trusted once more, so a read it just produced is stored. */
  async function bListensAgain() {
    await expect
      .poll(
        async () => {
          await answer({ method: "GET", url: "/api/v1/category" });
          return (await answer({ method: "GET", url: "/api/v1/category" })).headers["x-cache"];
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe("HIT");
  }

  /**
   * After the network heals: B's probe finds the database answering again (one probe, not one per
   * request; ADR 0147), its first request then succeeds, and an edit on A empties B's cached read.
   */
  async function expectHealed(label: string) {
    const health = b.database.health;
    const { probesAnswered } = health.counts;
    const wasDown = health.down;
    await proxy.setMode("pass");
    await healthUp(health);
    if (wasDown) expect(health.counts.probesAnswered, `${label}: closed by one probe`).toBe(probesAnswered + 1);
    const first = await answer({ method: "GET", url: "/api/v1/job" });
    expect(first.statusCode, `${label}: first request after recovery`).toBe(200);
    expect(first.headers["x-cache"], `${label}: first request after recovery`).not.toBe("STALE");
    expect((await answer({ method: "GET", url: "/api/v1/health" })).json(), label).toMatchObject({ db: "ok" });
    await bListensAgain();
    const name = `Healed ${Date.now()}`;
    expect((await categoryNamed(name)).statusCode).toBe(201);
    await expect
      .poll(async () => (await answer({ method: "GET", url: "/api/v1/category" })).body, {
        timeout: 2000,
        interval: 50,
      })
      .toContain(name);
  }

  /** How many sessions of the test's database run this statement now. */
  async function statementsRunning(statement: string): Promise<number> {
    const { rows } = await a.database.db.execute<{ running: number }>(
      sql`select count(*)::int as running from pg_stat_activity where query = ${statement} and state = 'active'`,
    );
    return rows[0]?.running ?? 0;
  }

  /** Every kind of request during the outage: 200 from the cache, or 503 with Retry-After. */
  async function expectOutageAnswers(label: string, admin: Record<string, string>) {
    const read = await answer({ method: "GET", url: "/api/v1/category" });
    expect(read.statusCode, `${label}: cached read`).toBe(200);
    expect(["HIT", "STALE"], `${label}: cached read`).toContain(read.headers["x-cache"]);
    expectUnavailable(
      await answer({ method: "POST", url: "/api/v1/contact/create", payload: validContact }),
      `${label}: enquiry`,
    );
    expectUnavailable(await answer({ method: "GET", url: "/api/v1/contact", headers: admin }), `${label}: inbox`);
    expectUnavailable(
      await answer({ method: "POST", url: "/api/v1/admin/login", payload: TEST_ADMIN }),
      `${label}: sign-in`,
    );
    const health = await answer({ method: "GET", url: "/api/v1/health" });
    expect(health.statusCode, `${label}: health`).toBe(503);
    expect(health.json(), `${label}: health names the database`).toMatchObject({ db: "down" });
    // Every one of these outages is one the breaker holds the database down for (ADR 0147): its probe
    // got no answer (after a rest, when one was answered just before).
    await healthDown(b.database.health);
  }

  it("survives every open connection cut mid-query, in use or idle, and recovers at once", async () => {
    await bListensAgain();
    // A transaction holds one pooled connection (pg-pool leaves it without an `error` listener of
    // its own while lent out), a long statement another, and a burst of requests the rest.
    const tripsBefore = b.database.health.counts.trips;
    let cut: () => void = () => {};
    const cutDone = new Promise<void>((resolve) => {
      cut = resolve;
    });
    let began: () => void = () => {};
    const inTransaction = new Promise<void>((resolve) => {
      began = resolve;
    });
    const held = b.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      began();
      await cutDone;
      await tx.execute(sql`select 1`);
    });
    // Drizzle sends a query when it is first awaited: `then` sends it now, before the cut.
    const sleeping = b.database.db.execute(sql`select pg_sleep(30)`).then((result) => result);
    const burst = Array.from({ length: 20 }, (_, i) =>
      answer(
        i % 2
          ? { method: "POST", url: "/api/v1/contact/create", payload: { ...validContact, fullname: `Cut ${i}` } }
          : { method: "GET", url: `/api/v1/job?page=${i + 1}` },
      ),
    );
    // Cut once the transaction holds its connection and the long statement runs on another (the
    // database itself says so, asked directly through A).
    try {
      await inTransaction;
      await expect.poll(() => statementsRunning("select pg_sleep(30)"), { interval: 20, timeout: 10_000 }).toBe(1);
      expect(proxy.cutAll()).toBeGreaterThan(1);
    } finally {
      cut();
    }
    const [transaction, statement] = await Promise.allSettled([held, sleeping]);
    expect(transaction.status === "rejected" && isServiceUnavailable(transaction.reason)).toBe(true);
    expect(statement.status === "rejected" && isServiceUnavailable(statement.reason)).toBe(true);
    for (const res of await Promise.all(burst)) expect([200, 201, 503]).toContain(res.statusCode);
    // The database itself never stopped answering: the probes the cut asked for were answered, and
    // the breaker stayed closed (ADR 0147).
    expect(b.database.health.counts.trips).toBe(tripsBefore);
    expect(b.database.health.down).toBe(false);
    // Nothing left the process in a state that needs a restart. A pooled connection the cut ended
    // may still be lent once before its socket reports the end, so the first read may be that one's
    // 503; the next ones are answered, without the breaker opening.
    await expect.poll(async () => (await answer({ method: "GET", url: "/api/v1/job" })).statusCode).toBe(200);
    expect(b.database.health.counts.trips).toBe(tripsBefore);
    await expectHealed("a cut");
  }, 60_000);

  const outages: [string, ProxyMode][] = [
    ["refused at the TCP level", "refuse"],
    [
      "refused by the server with 55000",
      { sqlState: "55000", message: 'database "x" is not currently accepting connections' },
    ],
    [
      "refused by the server with 57P01",
      { sqlState: "57P01", message: "terminating connection due to administrator command" },
    ],
    ["refused by the server with 57P03", { sqlState: "57P03", message: "the database system is starting up" }],
    ["refused by the server with 53300", { sqlState: "53300", message: "sorry, too many clients already" }],
    ["frozen with connections open", "freeze"],
  ];

  it.each(outages)(
    "answers from its cache or 503 when %s, and heals",
    async (label, mode) => {
      await proxy.setMode("pass");
      await bListensAgain();
      const admin = bearer((await signInAsSuperAdmin(b)).token);
      await proxy.setMode(mode);
      await expectOutageAnswers(label, admin);
      // Requests that can't be answered from memory keep answering 503, not 500, however often asked.
      for (let i = 0; i < 5; i++) {
        expectUnavailable(
          await answer({ method: "POST", url: "/api/v1/contact/create", payload: validContact }),
          `${label}: try ${i}`,
        );
      }
      await expectHealed(label);
    },
    90_000,
  );
});
