import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabase, testDriver } from "../support/test-database.ts";

/**
 * Redirects are answered from each instance's memory (ADR 0165): a redirect saved through one
 * instance reaches the others through the content change feed (PostgreSQL LISTEN/NOTIFY).
 */
describe.skipIf(testDriver() !== "postgres")("redirects on two instances of one PostgreSQL database", () => {
  let a: TestContext;
  let b: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    const [first, second] = await createSharedTestDatabase(2);
    [a, b] = await Promise.all([createTestAppOn(first), createTestAppOn(second)]);
    admin = bearer((await signInAsSuperAdmin(a)).token);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  /** B's answer for `url`, read until it is `status` (the notification has arrived); the poll only ends a hung test. */
  const untilAnswered = (url: string, status: number) =>
    expect.poll(async () => (await b.app.inject({ method: "GET", url })).statusCode, { timeout: 15_000 }).toBe(status);

  it("answers on the other instance a redirect saved through one, and stops when it is removed", async () => {
    expect((await b.app.inject({ method: "GET", url: "/made-on-a" })).statusCode).toBe(404);
    const created = await a.app.inject({
      method: "POST",
      url: "/api/v1/redirects",
      headers: admin,
      payload: { from: "/made-on-a", to: "/contact" },
    });
    expect(created.statusCode, created.body).toBe(201);
    await untilAnswered("/made-on-a", 301);
    expect((await b.app.inject({ method: "GET", url: "/made-on-a" })).headers.location).toBe("/contact");

    await a.app.inject({ method: "DELETE", url: `/api/v1/redirects/${created.json().data._id}`, headers: admin });
    await untilAnswered("/made-on-a", 404);
  });
});
