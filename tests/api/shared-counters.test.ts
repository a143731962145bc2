import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTestSettings } from "../../server/config.ts";
import { type FailureCounter, MemoryFailureCounter } from "../../server/modules/auth/failure-counter.ts";
import { RedisFailureCounter } from "../../server/modules/auth/redis-failure-counter.ts";
import { login } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { validContact } from "../support/public-writes.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

const { redisUrl } = loadTestSettings();

describe("failure counters (both drivers keep the same contract)", () => {
  const redis = new Redis(redisUrl, { keyPrefix: `test:${randomUUID()}:` });
  afterAll(() => redis.quit());

  /** The counters' clock: still, unless a test moves it. */
  let now = 1_700_000_000_000;
  const clock = () => now;
  const drivers: [string, () => FailureCounter][] = [
    ["in process", () => new MemoryFailureCounter(clock)],
    ["Redis", () => new RedisFailureCounter(redis, clock)],
  ];

  for (const [name, make] of drivers) {
    it(`${name}: counts within a window, resets, and forgets a finished window`, async () => {
      const counter = make();
      expect(await counter.read("user:a")).toBeNull();
      const start = now;
      await counter.increment("user:a", 400);
      await counter.increment("user:a", 400);
      const window = await counter.read("user:a");
      expect(window?.count).toBe(2);
      // The window started with the first failure: it ends at most 400 ms after the clock's reading.
      expect(window?.resetAt).toBeGreaterThan(start);
      expect(window?.resetAt).toBeLessThanOrEqual(start + 400);
      expect(await counter.read("user:b")).toBeNull();

      await counter.reset("user:a");
      expect(await counter.read("user:a")).toBeNull();

      await counter.increment("user:c", 150);
      // The window ends: the in-process counter reads the moved clock, Redis expires the key itself.
      now += 150;
      await expect.poll(() => counter.read("user:c"), { interval: 25 }).toBeNull();
      await counter.increment("user:c", 150);
      expect((await counter.read("user:c"))?.count).toBe(1);
    });
  }
});

describe("two instances sharing one Redis", () => {
  const LIMIT = 4;
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    const shared = {
      redisUrl,
      redisKeyPrefix: `test:${randomUUID()}:`,
      publicWriteLimit: LIMIT,
      publicWriteWindowSeconds: 120,
      loginUserFailureLimit: 4,
      loginIpFailureLimit: 100,
      loginWindowSeconds: 60,
    };
    [a, b] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("count public writes sent to either against one budget", async () => {
    const ip = "203.0.113.7";
    const send = (ctx: TestContext) =>
      ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact, remoteAddress: ip });
    for (const ctx of [a, b, a, b]) expect((await send(ctx)).statusCode).toBe(201);
    for (const ctx of [a, b]) {
      const limited = await send(ctx);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another address still has its whole budget.
    const other = await a.app.inject({
      method: "POST",
      url: "/api/v1/contact/create",
      payload: validContact,
      remoteAddress: "203.0.113.8",
    });
    expect(other.statusCode).toBe(201);
  });

  it("lock a username out on both after failures spread over both", async () => {
    for (const [ctx, address] of [
      [a, "10.9.0.1"],
      [b, "10.9.0.2"],
      [a, "10.9.0.3"],
      [b, "10.9.0.4"],
    ] as const) {
      expect((await login(ctx, TEST_ADMIN.username, "Wrong#Pass1", address)).statusCode).toBe(401);
    }
    for (const ctx of [a, b]) {
      const locked = await login(ctx, TEST_ADMIN.username, TEST_ADMIN.password, "10.9.1.1");
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    }
  });
});
