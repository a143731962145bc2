import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../domain/errors.ts";
import { healthMessages } from "../../domain/health.ts";
import { loggerOptions } from "../../server/app.ts";
import { bearer, login, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { validContact } from "../support/public-writes.ts";
import { freePort, TestRedisServer } from "../support/redis-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});
const warnings = () =>
  lines
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.level === 40)
    .map((entry) => String(entry.msg));

const WRITE_LIMIT = 3;
const USER_FAILURE_LIMIT = 2;

describe("losing Redis (ADR 0268)", () => {
  let redis: TestRedisServer;
  let ctx: TestContext;

  beforeAll(async () => {
    redis = new TestRedisServer(await freePort());
    await redis.start();
    const overrides = {
      redisUrl: redis.url,
      publicWriteLimit: WRITE_LIMIT,
      loginUserFailureLimit: USER_FAILURE_LIMIT,
      logLevel: "info" as const,
    };
    ctx = await createTestApp(overrides, undefined, "off", {
      ...loggerOptions(testConfig(overrides)),
      stream: capture,
    });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await redis?.kill();
  });

  const health = () => ctx.app.inject({ method: "GET", url: "/api/v1/health" });
  const contact = (ip: string) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact, remoteAddress: ip });

  it("counts limits and the sign-in lockout by the instance alone, says so, keeps sessions, and counts in Redis again once it is back", async () => {
    expect((await health()).json()).toMatchObject({ status: "ok", redis: "ok" });
    const session = await signInAsSuperAdmin(ctx);

    await redis.kill();
    await expect.poll(() => ctx.app.redis?.status, { timeout: 10_000 }).not.toBe("ready");

    // The site serves; health says what is missing without taking the instance out.
    const degraded = await health();
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({
      success: true,
      status: "degraded",
      db: "ok",
      redis: "down",
      warnings: [healthMessages.redisDown],
    });

    // Public writes are taken, and limited per instance: never "no limit".
    for (let i = 0; i < WRITE_LIMIT; i++) expect((await contact("10.9.0.1")).statusCode).toBe(201);
    const limited = await contact("10.9.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: genericMessages.tooManyRequests });
    expect((await contact("10.9.0.2")).statusCode).toBe(201);

    // The sign-in lockout holds on the instance's own counters.
    for (let i = 0; i < USER_FAILURE_LIMIT; i++) {
      expect((await login(ctx, TEST_ADMIN.username, "Wrong#Guess77", "10.9.0.3")).statusCode).toBe(401);
    }
    expect((await login(ctx, TEST_ADMIN.username, TEST_ADMIN.password, "10.9.0.3")).statusCode).toBe(429);

    // A session made before keeps working: sessions live in the database.
    const me = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);

    expect(warnings()).toEqual(
      expect.arrayContaining([
        "redis is not reachable: rate limits counted by this instance alone until it is back",
        "redis is not reachable: sign-in failures counted by this instance alone until it is back",
      ]),
    );

    await redis.start();
    await expect.poll(async () => (await health()).json().status, { timeout: 15_000 }).toBe("ok");
    // Counted in the (new, empty) Redis again: the address limited a moment ago has a fresh window there.
    expect((await contact("10.9.0.1")).statusCode).toBe(201);
    expect((await health()).json()).toEqual({ success: true, status: "ok", db: "ok", redis: "ok" });
  }, 60_000);
});
