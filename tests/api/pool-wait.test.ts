import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseTimeouts } from "../../server/db/timeouts.ts";
import { nextHealthEvent } from "../support/database-health.ts";
import { countRows, validContact } from "../support/public-writes.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabaseThrough, testDriver } from "../support/test-database.ts";

/**
 * Issue 33, item 5: waiting for a pooled connection has its own bound, longer than opening one
 * (ADR 0089), so a burst queues and succeeds; only a database that is really away answers 503.
 */
describe.skipIf(testDriver() !== "postgres")("a burst of writes on a small pool", () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  async function appWithPool(poolSize: number, timeouts: DatabaseTimeouts) {
    const [database] = await createSharedTestDatabaseThrough([undefined], timeouts, undefined, poolSize);
    ctx = await createTestAppOn(database, { databaseTimeouts: timeouts, publicWriteLimit: 100_000 });
    return ctx;
  }

  it("lets a request wait for a busy pool longer than the bound on opening a connection", async () => {
    // A wait outlasting `suspectMs` has the database probed (ADR 0147): five times the connect bound.
    const timeouts = { connectMs: 200, statementMs: 5000, poolWaitMs: 30_000, suspectMs: 1000 };
    const app = await appWithPool(2, timeouts);
    // Every pooled connection is held by a transaction until the test lets go.
    let letGo: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const holders = Array.from({ length: 2 }, () =>
      app.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      }),
    );
    const probed = nextHealthEvent(app.database.health, "probe answered");
    const waiting = app.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    try {
      // Still waiting when its wait, past five times the connect bound, had the database probed: a
      // wait bounded by opening a connection would have answered 503 by then. The database answered
      // the probe, so a busy pool is not taken for a database that is away.
      await probed;
      expect(settled).toBe(false);
      expect(app.database.health.down).toBe(false);
    } finally {
      letGo();
      await Promise.all(holders);
    }
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(201);
  }, 60_000);

  it("stores all of 200 simultaneous contact submissions with a pool of 10", async () => {
    const app = await appWithPool(10, { connectMs: 2000, statementMs: 5000, poolWaitMs: 10_000 });
    const before = await countRows(app.database.db, "enquiries");
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.app.inject({
          method: "POST",
          url: "/api/v1/contact/create",
          payload: { ...validContact, fullname: `Burst Visitor ${i}`, email: `burst${i}@example.com` },
          remoteAddress: `10.5.${Math.floor(i / 250)}.${i % 250}`,
        }),
      ),
    );
    const statuses = new Map<number, number>();
    for (const res of answers) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 200 });
    expect(await countRows(app.database.db, "enquiries")).toBe(before + 200);
  }, 60_000);
});
