import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestSettings } from "../../server/config.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { expectUnavailable, healthDown, healthUp, nextHealthEvent } from "../support/database-health.ts";
import { validContact } from "../support/public-writes.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createTestDatabaseThrough, testDriver } from "../support/test-database.ts";

/**
 * Connecting, waiting for the pool and running a statement may each take longer than the test's own
 * time limit: an answer that waited for one of them would fail the test by its limit. Only the
 * breaker's own bounds are left as they ship (ADR 0147).
 */
const timeouts = { connectMs: 120_000, statementMs: 120_000, poolWaitMs: 120_000 };
/** How many of the breaker's probes go unanswered while the network stays frozen. */
const FROZEN_PROBES = 3;

/**
 * Issue 50, item 1: PostgreSQL behind a proxy that freezes (packets held, sockets left open, nothing
 * refused). The first request's statement is abandoned once the breaker's probe goes unanswered;
 * while the database is held down every answer is a stale copy or 503, and none of them sent a
 * statement (so none waited for the database); one probe closes the breaker once the network heals.
 */
describe.skipIf(testDriver() !== "postgres")("a frozen database behind the breaker", () => {
  let proxy: TcpProxy;
  let app: TestContext;

  beforeAll(async () => {
    const upstream = new URL(loadTestSettings().databaseUrl ?? "postgres://127.0.0.1:5432/");
    proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    app = await createTestAppOn(await createTestDatabaseThrough(proxy.port, timeouts), { databaseTimeouts: timeouts });
  }, 60_000);
  afterAll(async () => {
    await proxy?.setMode("pass");
    await app?.close();
    await proxy?.close();
  });

  const health = () => app.database.health;
  const inject = (request: InjectOptions) => app.app.inject(request);

  /** Each kind of request once, with whether it sent a statement to the database. */
  async function oneOfEach(admin: Record<string, string>) {
    const asked: [string, InjectOptions][] = [
      ["cached read", { method: "GET", url: "/api/v1/category" }],
      ["uncached read", { method: "GET", url: `/api/v1/job/${randomUUID()}` }],
      ["enquiry", { method: "POST", url: "/api/v1/contact/create", payload: validContact }],
      ["sign-in", { method: "POST", url: "/api/v1/admin/login", payload: TEST_ADMIN }],
      ["signed-in read", { method: "GET", url: "/api/v1/contact", headers: admin }],
      ["health", { method: "GET", url: "/api/v1/health" }],
    ];
    const answers: { what: string; res: LightMyRequestResponse; sent: number }[] = [];
    for (const [what, request] of asked) {
      const before = health().counts.sent;
      const res = await inject(request);
      answers.push({ what, res, sent: health().counts.sent - before });
    }
    return answers;
  }

  it("answers from its cache or 503 without waiting while frozen, and one probe closes it again", async () => {
    // A read answered before the outage, stored while the instance listens for edits.
    await expect
      .poll(
        async () => {
          await inject({ method: "GET", url: "/api/v1/category" });
          return (await inject({ method: "GET", url: "/api/v1/category" })).headers["x-cache"];
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe("HIT");
    const admin = bearer((await signInAsSuperAdmin(app)).token);
    // Out of date now, as it would be after an edit: it may only be sent as the stale copy.
    app.app.responseCache.invalidate(["category"]);
    expect(health().down).toBe(false);
    const tripsBefore = health().counts.trips;

    await proxy.setMode("freeze");
    // The first request's statement goes into the frozen network: it waits until the probe its wait
    // asked for goes unanswered, and is abandoned then, not when a bound on it runs out.
    const abandonedBefore = health().counts.abandoned;
    const first = await inject({ method: "GET", url: `/api/v1/job/${randomUUID()}` });
    expectUnavailable(first, "the request that found the database frozen");
    expect(health().down).toBe(true);
    expect(health().counts.trips).toBe(tripsBefore + 1);
    expect(health().counts.abandoned).toBeGreaterThan(abandonedBefore);

    // Held down for several unanswered probes: every request in between is answered without a
    // statement sent, from the stale copy or with 503.
    const sentWhileDown = health().counts.sent;
    const probesWhileDown = health().counts.probes;
    let requests = 0;
    for (let probe = 0; probe < FROZEN_PROBES; probe++) {
      const unanswered = nextHealthEvent(health(), "probe failed");
      for (const { what, res, sent } of await oneOfEach(admin)) {
        requests += 1;
        expect(sent, `${what}: sent nothing to the frozen database`).toBe(0);
        if (what === "cached read") {
          expect(res.statusCode, what).toBe(200);
          expect(res.headers["x-cache"], what).toBe("STALE");
          expect(res.json(), what).toMatchObject({ success: true });
        } else if (what === "health") {
          expect(res.statusCode, what).toBe(503);
          expect(res.json(), what).toMatchObject({ status: "unavailable", db: "down" });
        } else {
          expectUnavailable(res, what);
        }
      }
      await unanswered;
      expect(health().down).toBe(true);
    }
    expect(health().counts.sent, "statements sent while the database was held down").toBe(sentWhileDown);
    // One probe at a time, on the breaker's own rhythm: not one per request.
    const probes = health().counts.probes - probesWhileDown;
    expect(probes).toBeGreaterThanOrEqual(FROZEN_PROBES);
    expect(probes).toBeLessThan(requests);
    expect(health().counts.trips).toBe(tripsBefore + 1);

    // The network heals: the next probe is answered and closes the breaker; requests reach the
    // database again.
    const answeredBefore = health().counts.probesAnswered;
    await proxy.setMode("pass");
    await healthUp(health());
    expect(health().counts.probesAnswered, "closed by one probe").toBe(answeredBefore + 1);
    expect(health().counts.trips).toBe(tripsBefore + 1);
    const sentBefore = health().counts.sent;
    const list = await inject({ method: "GET", url: "/api/v1/job" });
    expect(list.statusCode).toBe(200);
    expect((await inject({ method: "GET", url: "/api/v1/contact", headers: admin })).statusCode).toBe(200);
    expect(health().counts.sent).toBeGreaterThan(sentBefore);
    expect((await inject({ method: "GET", url: "/api/v1/health" })).json()).toMatchObject({ db: "ok" });
  }, 120_000);

  it("is held down at once by a refusal, and closes when the database takes connections again", async () => {
    await healthUp(health());
    await proxy.setMode("refuse");
    expectUnavailable(
      await inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact }),
      "enquiry",
    );
    await healthDown(health());
    const sent = health().counts.sent;
    expectUnavailable(await inject({ method: "GET", url: `/api/v1/job/${randomUUID()}` }), "uncached read");
    expect(health().counts.sent).toBe(sent);
    await proxy.setMode("pass");
    await healthUp(health());
    expect((await inject({ method: "GET", url: `/api/v1/job/${randomUUID()}` })).statusCode).toBe(404);
  }, 60_000);
});
