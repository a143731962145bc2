import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { bearer, createAdmin, createRole, signIn, signInAsSuperAdmin, TEST_PASSWORD } from "../support/admins.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabase, createTestDatabase, testDriver } from "../support/test-database.ts";

/**
 * Two instances on one database (ADR 0121): on PostgreSQL each with its own pool, as two processes
 * would have; on PGlite two apps over the one embedded database, so that nothing one app keeps in
 * memory can stand in for the database.
 */
async function twoInstances(): Promise<[TestContext, TestContext]> {
  if (testDriver() === "postgres") {
    const [first, second] = await createSharedTestDatabase(2);
    return Promise.all([createTestAppOn(first), createTestAppOn(second)]);
  }
  const database = await createTestDatabase();
  // The second app leaves closing the shared database to the first.
  const borrowed: Database = { ...database, close: async () => {} };
  return Promise.all([createTestAppOn(database), createTestAppOn(borrowed)]);
}

let a: TestContext;
let b: TestContext;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  [a, b] = await twoInstances();
  superAdmin = bearer((await signInAsSuperAdmin(a)).token);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const me = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers });
/** `count` calls of /admin/me started together, as a burst of a busy back office would arrive. */
const burst = (ctx: TestContext, headers: Record<string, string>, count: number) =>
  Promise.all(Array.from({ length: count }, () => me(ctx, headers)));

describe(`a burst of signed-in calls shares one session lookup (${testDriver()})`, () => {
  it("answers twenty calls from at most two lookups, each with the admin's own record", async () => {
    await createAdmin(a, "bursty", "Member");
    const session = bearer((await signIn(a, "bursty")).token);
    const before = b.app.sessions.lookupQueries;
    const answers = await burst(b, session, 20);
    const sent = b.app.sessions.lookupQueries - before;
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    for (const res of answers) expect(res.json().data).toMatchObject({ username: "bursty", role: "Member" });
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(2);
  });

  it("tells apart the sessions of one burst: each call is answered for its own admin, a bad token refused", async () => {
    await createAdmin(a, "first-of-two", "Member");
    await createAdmin(a, "second-of-two", "Member");
    const first = bearer((await signIn(a, "first-of-two")).token);
    const second = bearer((await signIn(a, "second-of-two")).token);
    const before = b.app.sessions.lookupQueries;
    const [ones, twos, nobody] = await Promise.all([
      burst(b, first, 5),
      burst(b, second, 5),
      burst(b, bearer("not-a-session-token"), 5),
    ]);
    expect(b.app.sessions.lookupQueries - before).toBeLessThanOrEqual(2);
    for (const res of ones) expect(res.json().data.username).toBe("first-of-two");
    for (const res of twos) expect(res.json().data.username).toBe("second-of-two");
    for (const res of nobody) expect(res.statusCode).toBe(401);
  });
});

describe(`a revoked session is refused by the other instance at its next call (${testDriver()})`, () => {
  /** Warms B with a burst, has A revoke, then expects B's very next calls, a burst of them, to answer 401. */
  async function refusedOnBAfter(session: Record<string, string>, revoke: () => Promise<number>) {
    expect((await burst(b, session, 10)).every((res) => res.statusCode === 200)).toBe(true);
    expect(await revoke()).toBe(200);
    const after = await burst(b, session, 10);
    expect(after.map((res) => res.statusCode)).toEqual(Array(10).fill(401));
    expect(after[0].json().message).toBe("Session expired, please log in again");
  }

  it("signing out on A", async () => {
    await createAdmin(a, "leaver", "Member");
    const session = bearer((await signIn(a, "leaver")).token);
    await refusedOnBAfter(session, async () => {
      const res = await a.app.inject({ method: "POST", url: "/api/v1/admin/logout", headers: session });
      return res.statusCode;
    });
  });

  it("changing one's password on A ends the sessions B honoured", async () => {
    await createAdmin(a, "rekeyer", "Member");
    const changing = bearer((await signIn(a, "rekeyer")).token);
    const elsewhere = bearer((await signIn(a, "rekeyer")).token);
    await refusedOnBAfter(elsewhere, async () => {
      const res = await a.app.inject({
        method: "POST",
        url: "/api/v1/admin/password",
        headers: changing,
        payload: { currentPassword: TEST_PASSWORD, newPassword: "Changed#Pass77" },
      });
      return res.statusCode;
    });
  });

  it("turning on two-factor sign-in on A ends the admin's other sessions", async () => {
    await createAdmin(a, "doubler", "Member");
    const turningOn = bearer((await signIn(a, "doubler")).token);
    const elsewhere = bearer((await signIn(a, "doubler")).token);
    await refusedOnBAfter(elsewhere, async () => {
      const setup = await a.app.inject({ method: "POST", url: "/api/v1/admin/2fa/setup", headers: turningOn });
      const { secret } = setup.json().data;
      const res = await a.app.inject({
        method: "POST",
        url: "/api/v1/admin/2fa/enable",
        headers: turningOn,
        payload: { code: await generate({ secret }) },
      });
      return res.statusCode;
    });
    expect((await me(b, turningOn)).statusCode).toBe(200);
  });

  it("a role change on A", async () => {
    const target = await createAdmin(a, "promoted", "Member");
    const session = bearer((await signIn(a, "promoted")).token);
    await createRole(a, "Promoted Role");
    await refusedOnBAfter(session, async () => {
      const res = await a.app.inject({
        method: "PATCH",
        url: `/api/v1/admin/update-role/${target.id}`,
        headers: superAdmin,
        payload: { role: "Promoted Role" },
      });
      return res.statusCode;
    });
  });

  it("deleting the admin on A", async () => {
    const target = await createAdmin(a, "departed", "Member");
    const session = bearer((await signIn(a, "departed")).token);
    await refusedOnBAfter(session, async () => {
      const res = await a.app.inject({
        method: "DELETE",
        url: `/api/v1/admin/delete/${target.id}`,
        headers: superAdmin,
      });
      return res.statusCode;
    });
  });

  it("a change of a role's rights on A holds on B's next call", async () => {
    const roleId = await createRole(a, "Category Writer");
    await createAdmin(a, "writer", "Category Writer");
    const session = bearer((await signIn(a, "writer")).token);
    const create = () => b.app.inject({ method: "POST", url: "/api/v1/category/create", headers: session });
    expect((await create()).statusCode).toBe(403);
    const granted = await a.app.inject({
      method: "PATCH",
      url: `/api/v1/permission/${roleId}`,
      headers: superAdmin,
      payload: { permissions: { category: { create: true } } },
    });
    expect(granted.statusCode).toBe(200);
    // Past the access check now: the empty form is what is refused.
    expect((await create()).statusCode).not.toBe(403);
  });
});
