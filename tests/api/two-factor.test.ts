import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers } from "../../server/db/schema/staff.ts";
import { twoFactorRecoveryCodes } from "../../server/modules/two-factor/schema.ts";
import {
  bearer,
  createAdmin,
  login,
  type SignIn,
  signIn,
  signInAsSuperAdmin,
  TEST_PASSWORD,
} from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";
import { clearOfStepEdge } from "../support/totp-steps.ts";

let ctx: TestContext;
/** Every answer body but the two that must carry a secret (set-up) or the recovery codes (enable). */
const otherAnswers: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ loginUserFailureLimit: 4, loginIpFailureLimit: 1000, loginWindowSeconds: 60 }, (app) => {
    app.addHook("onSend", async (request, _reply, payload) => {
      const url = request.url.split("?")[0];
      if (!["/api/v1/admin/2fa/setup", "/api/v1/admin/2fa/enable"].includes(url) && typeof payload === "string") {
        otherAnswers.push(payload);
      }
      return payload;
    });
  });
});
afterAll(() => ctx.close());

const STEP = 30_000;
const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

const call = (method: "POST" | "DELETE" | "GET", url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const signInWith = (username: string, code?: string, password = TEST_PASSWORD) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/admin/login",
    payload: code === undefined ? { username, password } : { username, password, code },
  });

/** An admin with two-factor sign-in on: the secret, the recovery codes and a session kept from before. */
async function withTwoFactor(username: string) {
  await createAdmin(ctx, username, "Member");
  const session = await signIn(ctx, username);
  const setup = await call("POST", "/admin/2fa/setup", bearer(session.token));
  const { secret } = setup.json().data;
  clearOfStepEdge();
  // The code of the previous step: the current one stays free for the test to sign in with.
  const enabled = await call("POST", "/admin/2fa/enable", bearer(session.token), {
    code: await codeAt(secret, Date.now() - STEP),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret: secret as string, recoveryCodes: enabled.json().data.recoveryCodes as string[], session };
}

describe(`setting up two-factor sign-in (${testDriver()})`, () => {
  let session: SignIn;
  let secret: string;

  it("answers a TOTP secret and its otpauth URL, and changes nothing until confirmed", async () => {
    await createAdmin(ctx, "careful", "Member");
    session = await signIn(ctx, "careful");
    const res = await call("POST", "/admin/2fa/setup", bearer(session.token));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(["otpauthUrl", "secret"]);
    secret = data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(data.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Ravi Digital:careful");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Ravi Digital");

    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, "careful"));
    expect(row.twoFactorSecret).toBeNull();
    expect(row.twoFactorPendingSecret).not.toContain(secret);
    expect((await call("GET", "/admin/me", bearer(session.token))).json().data.twoFactorEnabled).toBe(false);
    expect((await signInWith("careful")).statusCode).toBe(200);
  });

  it("refuses a wrong code, then turns on with a right one and answers ten recovery codes", async () => {
    const wrong = await call("POST", "/admin/2fa/enable", bearer(session.token), { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: "Invalid two-factor code", issues: [{ path: "code" }] });
    const blank = await call("POST", "/admin/2fa/enable", bearer(session.token), { code: " " });
    expect(blank.json().message).toBe("Two-factor code is required");

    const other = await signIn(ctx, "careful");
    const res = await call("POST", "/admin/2fa/enable", bearer(session.token), {
      code: await codeAt(secret, Date.now()),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Two-factor sign-in enabled");
    const codes: string[] = body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    // Stored hashed only; the sealed secret does not show the secret either.
    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, "careful"));
    expect(row.twoFactorSecret).not.toContain(secret);
    const stored = await ctx.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, row.id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored)
      expect(codes.some((code) => codeHash.includes(code.replaceAll("-", "")))).toBe(false);

    // The session that turned it on stays; one opened with a single factor ends.
    expect((await call("GET", "/admin/me", bearer(session.token))).json().data.twoFactorEnabled).toBe(true);
    expect((await call("GET", "/admin/me", bearer(other.token))).statusCode).toBe(401);
  });

  it("refuses a second set-up while on, and enabling without a set-up", async () => {
    const again = await call("POST", "/admin/2fa/setup", bearer(session.token));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Two-factor sign-in is already enabled");
    await createAdmin(ctx, "hasty", "Member");
    const hasty = await signIn(ctx, "hasty");
    const res = await call("POST", "/admin/2fa/enable", bearer(hasty.token), { code: "123456" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Set up two-factor sign-in first");
  });
});

describe(`signing in with two factors (${testDriver()})`, () => {
  it("asks for the code without opening a session, then signs in with it", async () => {
    const { secret } = await withTwoFactor("two-step");
    const first = await signInWith("two-step");
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({
      success: false,
      message: "Two-factor code required",
      error: "Two-factor code required",
      twoFactorRequired: true,
    });
    expect(first.headers["set-cookie"]).toBeUndefined();
    const second = await signInWith("two-step", await codeAt(secret, Date.now()));
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ username: "two-step", twoFactorEnabled: true });
    expect(String(second.headers["set-cookie"])).toMatch(/ds_session=/);
  });

  it("a wrong password is still just invalid credentials, without a word about the code", async () => {
    await withTwoFactor("quiet");
    const res = await signInWith("quiet", undefined, "Wrong#Pass1");
    expect(res.json()).toEqual({ success: false, message: "Invalid credentials", error: "Invalid credentials" });
  });

  it("accepts a code one step behind or ahead of the server's clock, and no further", async () => {
    const { secret, session } = await withTwoFactor("drifty");
    // As if turned on minutes ago: no step near now has been used yet.
    const step = Math.floor(Date.now() / STEP);
    await ctx.database.db
      .update(adminUsers)
      .set({ twoFactorLastStep: step - 10 })
      .where(eq(adminUsers.id, session.userId));
    clearOfStepEdge();
    const now = Date.now();
    const twoBehind = await signInWith("drifty", await codeAt(secret, now - 2 * STEP));
    expect(twoBehind.statusCode).toBe(401);
    expect(twoBehind.json().message).toBe("Invalid two-factor code");
    expect((await signInWith("drifty", await codeAt(secret, now + 2 * STEP))).statusCode).toBe(401);
    expect((await signInWith("drifty", await codeAt(secret, now - STEP))).statusCode).toBe(200);
    expect((await signInWith("drifty", await codeAt(secret, now + STEP))).statusCode).toBe(200);
  });

  it("refuses the code that turned it on", async () => {
    const { secret } = await withTwoFactor("no-reuse");
    const res = await signInWith("no-reuse", await codeAt(secret, Date.now() - STEP));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Invalid two-factor code");
  });

  it("refuses a code already used, and an older one after it", async () => {
    const { secret } = await withTwoFactor("replayed");
    const code = await codeAt(secret, Date.now());
    expect((await signInWith("replayed", code)).statusCode).toBe(200);
    const replay = await signInWith("replayed", code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Invalid two-factor code");
    // A later step moves the marker on; the step before it is refused too.
    const [next, current] = [await codeAt(secret, Date.now() + STEP), await codeAt(secret, Date.now())];
    expect((await signInWith("replayed", next)).statusCode).toBe(200);
    expect((await signInWith("replayed", current)).statusCode).toBe(401);
  });

  it("lets one of two sign-ins racing with one code through, not both", async () => {
    const { secret } = await withTwoFactor("racer");
    const code = await codeAt(secret, Date.now());
    const answers = await Promise.all([signInWith("racer", code), signInWith("racer", code)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it("accepts each recovery code once, written in any case and with or without dashes", async () => {
    const { recoveryCodes } = await withTwoFactor("lost-phone");
    const [first, second] = recoveryCodes;
    expect((await signInWith("lost-phone", first)).statusCode).toBe(200);
    const reused = await signInWith("lost-phone", first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe("Invalid two-factor code");
    expect((await signInWith("lost-phone", ` ${second.toUpperCase().replaceAll("-", "")} `)).statusCode).toBe(200);
    expect((await signInWith("lost-phone", "aaaa-bbbb-cccc-dddd")).statusCode).toBe(401);
  });

  it("counts wrong codes toward the sign-in lockout", async () => {
    const { secret } = await withTwoFactor("locked-out");
    for (let i = 0; i < 4; i++) {
      const res = await signInWith("locked-out", i % 2 ? "999999" : "wrong-recovery-code");
      expect(res.statusCode).toBe(401);
    }
    const locked = await signInWith("locked-out", await codeAt(secret, Date.now()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many login attempts. Try again later.");
    // Asking for the code is not a failure: the password was right.
    const { secret: other } = await withTwoFactor("asked-often");
    for (let i = 0; i < 6; i++) expect((await signInWith("asked-often")).statusCode).toBe(401);
    const code = await codeAt(other, Date.now());
    expect((await signInWith("asked-often", code)).statusCode).toBe(200);
  });
});

describe(`turning two-factor sign-in off (${testDriver()})`, () => {
  it("needs the password and a code; ends the other sessions; sign-in asks for no code after", async () => {
    const { secret, session } = await withTwoFactor("switch-off");
    const other = await login(ctx, "switch-off", TEST_PASSWORD);
    expect(other.statusCode).toBe(401);
    const elsewhere = await signInWith("switch-off", await codeAt(secret, Date.now()));
    const elsewhereToken = elsewhere.json().token;

    const wrongPassword = await call("POST", "/admin/2fa/disable", bearer(session.token), {
      password: "Wrong#Pass1",
      code: await codeAt(secret, Date.now() + STEP),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      message: "Current password is incorrect",
      issues: [{ path: "password" }],
    });
    const wrongCode = await call("POST", "/admin/2fa/disable", bearer(session.token), {
      password: TEST_PASSWORD,
      code: "000000",
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ message: "Invalid two-factor code", issues: [{ path: "code" }] });

    const res = await call("POST", "/admin/2fa/disable", bearer(session.token), {
      password: TEST_PASSWORD,
      code: await codeAt(secret, Date.now() + STEP),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Two-factor sign-in disabled" });
    expect((await call("GET", "/admin/me", bearer(session.token))).json().data.twoFactorEnabled).toBe(false);
    expect((await call("GET", "/admin/me", bearer(elsewhereToken))).statusCode).toBe(401);
    expect((await signInWith("switch-off")).statusCode).toBe(200);
    const codes = await ctx.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, session.userId));
    expect(codes).toHaveLength(0);
  });

  it("takes a recovery code instead of the app's code", async () => {
    const { recoveryCodes, session } = await withTwoFactor("codes-only");
    const res = await call("POST", "/admin/2fa/disable", bearer(session.token), {
      password: TEST_PASSWORD,
      code: recoveryCodes[3],
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 409 when it is not on, and checks its fields", async () => {
    await createAdmin(ctx, "never-on", "Member");
    const { token } = await signIn(ctx, "never-on");
    const off = await call("POST", "/admin/2fa/disable", bearer(token), { password: TEST_PASSWORD, code: "123456" });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe("Two-factor sign-in is not enabled");
    const empty = await call("POST", "/admin/2fa/disable", bearer(token), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([
      { path: "password", message: "Password is required" },
      { path: "code", message: "Two-factor code is required" },
    ]);
  });
});

describe(`a superAdmin turning off a colleague's lost authenticator (${testDriver()})`, () => {
  it("turns it off and ends the colleague's sessions", async () => {
    const root = await signInAsSuperAdmin(ctx);
    const { session } = await withTwoFactor("phone-in-lake");
    const res = await call("DELETE", `/admin/${session.userId}/2fa`, bearer(root.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Two-factor sign-in disabled" });
    expect((await call("GET", "/admin/me", bearer(session.token))).statusCode).toBe(401);
    const signedIn = await signInWith("phone-in-lake");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.twoFactorEnabled).toBe(false);
    const list = await call("GET", "/admin", bearer(root.token));
    expect(list.json().data.find((user: { username: string }) => user.username === "phone-in-lake")).toMatchObject({
      twoFactorEnabled: false,
    });
  });

  it("is refused to others, for oneself, and for an unknown admin", async () => {
    const root = await signInAsSuperAdmin(ctx);
    const { session: target } = await withTwoFactor("kept-on");
    await createAdmin(ctx, "meddler", "Member");
    const meddler = await signIn(ctx, "meddler");
    const refused = await call("DELETE", `/admin/${target.userId}/2fa`, bearer(meddler.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission to manage admin users");
    expect((await call("DELETE", `/admin/${target.userId}/2fa`, {})).statusCode).toBe(401);
    const self = await call("DELETE", `/admin/${root.userId}/2fa`, bearer(root.token));
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe("Turn off your own two-factor sign-in from your profile");
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await call("DELETE", `/admin/${id}/2fa`, bearer(root.token));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Admin not found");
    }
    expect((await call("GET", "/admin/me", bearer(target.token))).json().data.twoFactorEnabled).toBe(true);
  });
});

describe("secrets", () => {
  it("no answer but the set-up's holds a TOTP secret, and none but enabling's a recovery code", async () => {
    const { secret, recoveryCodes } = await withTwoFactor("secretive");
    await signInWith("secretive", await codeAt(secret, Date.now()));
    const root = await signInAsSuperAdmin(ctx);
    await call("GET", "/admin", bearer(root.token));
    await call("GET", "/admin/me", bearer(root.token));
    expect(otherAnswers.length).toBeGreaterThan(10);
    for (const body of otherAnswers) {
      expect(body).not.toContain(secret);
      for (const code of recoveryCodes) expect(body).not.toContain(code);
      expect(body).not.toMatch(/twoFactorSecret|twoFactorPendingSecret|two_factor_secret|codeHash/);
    }
  });

  it("setting up needs a session", async () => {
    expect((await call("POST", "/admin/2fa/setup", {})).statusCode).toBe(401);
    expect((await call("POST", "/admin/2fa/enable", {}, { code: "123456" })).statusCode).toBe(401);
    expect((await call("POST", "/admin/2fa/disable", {}, { password: "x", code: "1" })).statusCode).toBe(401);
  });
});
