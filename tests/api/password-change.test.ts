import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, login, signIn, TEST_PASSWORD } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

const NEW_PASSWORD = "Changed#Pass77";
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ loginUserFailureLimit: 3, loginIpFailureLimit: 50, loginWindowSeconds: 60 });
});
afterAll(() => ctx.close());

const change = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/admin/password", headers, payload });
const me = (headers: Record<string, string>) => ctx.app.inject({ method: "GET", url: "/api/v1/admin/me", headers });

describe(`changing one's password (${testDriver()})`, () => {
  it("sets the new password and ends every session of the admin, this one included", async () => {
    await createAdmin(ctx, "changer", "Member");
    const other = await createAdmin(ctx, "bystander", "Member");
    const session = await signIn(ctx, "changer");
    const elsewhere = await signIn(ctx, "changer");
    const bystander = await signIn(ctx, other.username);

    const res = await change({ cookie: session.cookie }, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Password changed successfully" });
    expect(String(res.headers["set-cookie"])).toMatch(/ds_session=;/);
    for (const headers of [{ cookie: session.cookie }, bearer(elsewhere.token)]) {
      const after = await me(headers);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe("Session expired, please log in again");
    }
    expect((await me(bearer(bystander.token))).statusCode).toBe(200);
    expect((await login(ctx, "changer", TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx, "changer", NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong current password, changing nothing", async () => {
    await createAdmin(ctx, "typo", "Member");
    const session = await signIn(ctx, "typo");
    const res = await change(bearer(session.token), { currentPassword: "Wrong#Pass1", newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Current password is incorrect",
      error: "Current password is incorrect",
      issues: [{ path: "currentPassword", message: "Current password is incorrect" }],
    });
    expect((await me(bearer(session.token))).statusCode).toBe(200);
    expect((await login(ctx, "typo", TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("holds the new password to the add-user rules, in their order", async () => {
    await createAdmin(ctx, "ruled", "Member");
    const { token } = await signIn(ctx, "ruled");
    const cases: [object, { path: string; message: string }[]][] = [
      [
        {},
        [
          { path: "currentPassword", message: "Current password is required" },
          { path: "newPassword", message: "Password is required" },
        ],
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: "Ab1!" },
        [{ path: "newPassword", message: "Password must be at least 8 characters" }],
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: "nouppercase1!" },
        [
          {
            path: "newPassword",
            message: "Password must contain an uppercase letter, a special character, and a digit",
          },
        ],
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: `Aa1!${"x".repeat(125)}` },
        [{ path: "newPassword", message: "Password must be at most 128 characters" }],
      ],
    ];
    for (const [payload, issues] of cases) {
      const res = await change(bearer(token), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: issues[0].message, issues });
    }
    expect((await me(bearer(token))).statusCode).toBe(200);
  });

  it("counts wrong current passwords toward the sign-in lockout", async () => {
    await createAdmin(ctx, "guessed", "Member");
    const { token } = await signIn(ctx, "guessed");
    for (let i = 0; i < 3; i++) {
      const res = await change(bearer(token), { currentPassword: `Guess#${i}abc`, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
    }
    const locked = await change(bearer(token), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many login attempts. Try again later.");
    expect((await login(ctx, "guessed", TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("needs a session, and refuses a cross-site form post", async () => {
    const anonymous = await change({}, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Authentication DS_Token is required");
    await createAdmin(ctx, "csrf-target", "Member");
    const { cookie } = await signIn(ctx, "csrf-target");
    const forged = await change(
      { cookie, origin: "https://evil.example" },
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    );
    expect(forged.statusCode).toBe(403);
    expect((await login(ctx, "csrf-target", TEST_PASSWORD)).statusCode).toBe(200);
  });
});
