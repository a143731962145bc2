import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../server/modules/auth/schema.ts";
import { hashSessionToken } from "../../server/modules/auth/session-token.ts";
import {
  bearer,
  createAdmin,
  login,
  type SignIn,
  signIn,
  signInAsSuperAdmin,
  TEST_PASSWORD,
} from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { withStillClock } from "../support/still-clock.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ loginUserFailureLimit: 3, loginIpFailureLimit: 6, loginWindowSeconds: 60 });
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string>) => ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers });

async function sessionRow(token: string) {
  const rows = await ctx.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return rows[0];
}

describe("sign-in", () => {
  it("answers the user and a token, and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await login(ctx, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: "Login successful",
      data: { username: "admin", role: "superAdmin" },
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        "_id",
        "username",
        "fullName",
        "email",
        "contactNumber",
        "address",
        "gender",
        "dateOfBirth",
        "role",
        "twoFactorEnabled",
        "notifyLeads",
        "authorId",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain(`ds_session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("stores only a hash of the token, expiring after the absolute lifetime", async () => {
    const { token, at } = await withStillClock(async (at) => ({ ...(await signInAsSuperAdmin(ctx)), at }));
    const all = await ctx.database.db.select().from(sessions);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
    const row = await sessionRow(token);
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(row.expiresAt.getTime()).toBe(at + sevenDays);
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const behindProxy = await createTestApp({ trustProxy: true });
    try {
      const res = await behindProxy.app.inject({
        method: "POST",
        url: "/api/v1/admin/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["set-cookie"])).toMatch(/Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const unknown = await login(ctx, "nobody-here", "Whatever#123", "10.1.0.1");
    const wrong = await login(ctx, TEST_ADMIN.username, "Wrong#Pass123", "10.1.0.2");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: "Invalid credentials", error: "Invalid credentials" });
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("accepts the username in any case and trims it", async () => {
    const res = await login(ctx, "  ADMIN ", TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
  });

  it("asks for both fields", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/v1/admin/login", payload: { username: " " } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Username is required",
      issues: [
        { path: "username", message: "Username is required" },
        { path: "password", message: "Password is required" },
      ],
    });
  });
});

describe("lockout", () => {
  it("locks a username after repeated failures, even for the right password and from another address", async () => {
    await createAdmin(ctx, "locky", "Member");
    for (let i = 0; i < 3; i++) {
      expect((await login(ctx, "locky", "Wrong#Pass1", `10.2.0.${i}`)).statusCode).toBe(401);
    }
    for (const address of ["10.2.0.1", "10.2.9.9"]) {
      const res = await login(ctx, "locky", TEST_PASSWORD, address);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: "Too many login attempts. Try again later." });
      const retryAfter = Number(res.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // An unknown username is locked out in the same way.
    for (let i = 0; i < 3; i++) await login(ctx, "ghost", "Wrong#Pass1", `10.3.0.${i}`);
    expect((await login(ctx, "ghost", "Wrong#Pass1", "10.3.1.1")).statusCode).toBe(429);
  });

  it("locks an address after repeated failures across usernames", async () => {
    const address = "10.4.0.1";
    for (let i = 0; i < 6; i++) {
      expect((await login(ctx, `someone${i}`, "Wrong#Pass1", address)).statusCode).toBe(401);
    }
    const locked = await login(ctx, TEST_ADMIN.username, TEST_ADMIN.password, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    expect((await login(ctx, TEST_ADMIN.username, TEST_ADMIN.password, "10.4.0.2")).statusCode).toBe(200);
  });

  it("forgets a username's failures after a successful sign-in", async () => {
    await createAdmin(ctx, "forgetful", "Member");
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) await login(ctx, "forgetful", "Wrong#Pass1", `10.5.${round}.${i}`);
      expect((await login(ctx, "forgetful", TEST_PASSWORD, `10.5.${round}.9`)).statusCode).toBe(200);
    }
  });
});

describe("sessions", () => {
  let member: { id: string; username: string };
  beforeAll(async () => {
    member = await createAdmin(ctx, "sessiontester", "Member");
  });

  it("accepts the token as a Bearer header or as the cookie", async () => {
    const { token, cookie } = await signIn(ctx, member.username);
    for (const headers of [bearer(token), { cookie }]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        data: { _id: member.id, username: member.username, role: "Member" },
      });
    }
  });

  it("asks for a token when none is sent, and says the session expired for an unknown one", async () => {
    const none = await me({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: "Authentication DS_Token is required" });
    const unknown = await me(bearer("not-a-real-token"));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: "Session expired, please log in again" });
  });

  it("logout revokes the session for both cookie and token, and clears the cookie", async () => {
    const session = await signIn(ctx, member.username);
    const other = await signIn(ctx, member.username);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/admin/logout",
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Logged out successfully" });
    expect(String(res.headers["set-cookie"])).toMatch(/ds_session=;.*Expires=Thu, 01 Jan 1970/);
    for (const headers of [bearer(session.token), { cookie: session.cookie }]) {
      const after = await me(headers);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe("Session expired, please log in again");
    }
    expect(await sessionRow(session.token)).toBeUndefined();
    expect((await me(bearer(other.token))).statusCode).toBe(200);
  });

  it("ends a session left idle past the idle timeout", async () => {
    const { token } = await signIn(ctx, member.username);
    const nineHoursAgo = new Date(Date.now() - 9 * 3600 * 1000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: nineHoursAgo })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Session expired, please log in again");
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("ends a session at its absolute expiry, however recently used", async () => {
    const { token, cookie } = await signIn(ctx, member.username);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Session expired, please log in again");
    expect(String(res.headers["set-cookie"])).toMatch(/ds_session=;/);
  });

  it("keeps an active session alive, writing last_seen_at at most once a minute", async () => {
    const { token } = await signIn(ctx, member.username);
    const sevenHoursAgo = new Date(Date.now() - 7 * 3600 * 1000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: sevenHoursAgo })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    const at = await withStillClock(async (at) => {
      expect((await me(bearer(token))).statusCode).toBe(200);
      return at;
    });
    const touched = (await sessionRow(token)).lastSeenAt;
    expect(touched.getTime()).toBe(at);

    expect((await me(bearer(token))).statusCode).toBe(200);
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBe(touched.getTime());
  });

  it("purges expired and idle sessions, and keeps live ones", async () => {
    const live = await signIn(ctx, member.username);
    const idle = await signIn(ctx, member.username);
    const expired = await signIn(ctx, member.username);
    const db = ctx.database.db;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 9 * 3600 * 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(idle.token)));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(expired.token)));
    expect(await ctx.app.sessions.purgeExpired()).toBeGreaterThanOrEqual(2);
    expect(await sessionRow(idle.token)).toBeUndefined();
    expect(await sessionRow(expired.token)).toBeUndefined();
    expect(await sessionRow(live.token)).toBeDefined();
  });
});

describe("cross-site writes", () => {
  let session: SignIn;
  beforeAll(async () => {
    await createAdmin(ctx, "crosssite", "Member");
  });
  const logout = (headers: Record<string, string>) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/admin/logout", headers });

  it("refuses a cookie-authenticated write from another origin", async () => {
    session = await signIn(ctx, "crosssite");
    const attempts: Record<string, string>[] = [
      { cookie: session.cookie, origin: "https://evil.example" },
      { cookie: session.cookie, origin: "null" },
      { cookie: session.cookie, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of attempts) {
      const res = await logout(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: "Cross-site request refused" });
    }
    expect((await me({ cookie: session.cookie })).statusCode).toBe(200);
  });

  it("lets cookie reads from anywhere and bearer calls from any origin through", async () => {
    session = await signIn(ctx, "crosssite");
    expect((await me({ cookie: session.cookie, origin: "https://evil.example" })).statusCode).toBe(200);
    const res = await logout({
      ...bearer(session.token),
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.statusCode).toBe(200);
  });

  it("accepts writes from the site's own origin", async () => {
    for (const origin of ["http://localhost:3000", "http://localhost"]) {
      session = await signIn(ctx, "crosssite");
      const res = await logout({ cookie: session.cookie, origin, "sec-fetch-site": "same-origin" });
      expect(res.statusCode).toBe(200);
    }
  });
});
