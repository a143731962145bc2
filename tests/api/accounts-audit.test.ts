import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, signIn, signInAsSuperAdmin, TEST_PASSWORD } from "../support/admins.ts";
import { entriesOf } from "../support/audit.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";
import { clearOfStepEdge } from "../support/totp-steps.ts";

const ADDRESS = "203.0.113.44";
let smtp: SmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ mail: { smtpUrl: smtp.url, from: "no-reply@example.com" }, publicWriteLimit: 1000 });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const call = (method: "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers, remoteAddress: ADDRESS, ...(payload ? { payload } : {}) });
const now = () => Math.floor(Date.now() / 1000);

/** The credential changes are audited in their own transaction (docs/api.md "Audit log"). */
describe(`audit entries of credential changes (${testDriver()})`, () => {
  it("a password change: one passwordChange entry by the admin, with no password in it", async () => {
    const user = await createAdmin(ctx, "audited-changer", "Member");
    const { token } = await signIn(ctx, user.username);
    const { result, entries } = await entriesOf(ctx, () =>
      call("POST", "/admin/password", bearer(token), { currentPassword: TEST_PASSWORD, newPassword: "Audited#Pass1" }),
    );
    expect(result.statusCode).toBe(200);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: user.id,
      actorUsername: user.username,
      ip: ADDRESS,
      action: "passwordChange",
      entity: "admin",
      entityId: user.id,
      summary: 'Changed the password of "audited-changer"',
      before: null,
      after: null,
    });
    expect(JSON.stringify(entries)).not.toMatch(/Audited#Pass1|Test#Pass456|argon2/);
  });

  it("a refused password change writes no entry", async () => {
    await createAdmin(ctx, "audited-typo", "Member");
    const { token } = await signIn(ctx, "audited-typo");
    const { entries } = await entriesOf(ctx, () =>
      call("POST", "/admin/password", bearer(token), { currentPassword: "Wrong#Pass1", newPassword: "Audited#Pass1" }),
    );
    expect(entries).toEqual([]);
  });

  it("a reset: asking writes nothing; the superAdmin's link and the reset itself are passwordReset entries", async () => {
    const user = await createAdmin(ctx, "audited-reset", "Member");
    const asked = await entriesOf(ctx, async () => {
      const res = await call("POST", "/admin/password-reset/request", {}, { email: "audited-reset@example.com" });
      await ctx.app.mail.settled();
      return res;
    });
    expect(asked.entries).toEqual([]);

    const root = await signInAsSuperAdmin(ctx);
    const made = await entriesOf(ctx, () => call("POST", `/admin/${user.id}/reset-link`, bearer(root.token)));
    expect(made.result.statusCode).toBe(201);
    expect(made.entries).toHaveLength(1);
    expect(made.entries[0]).toMatchObject({
      actorUsername: TEST_ADMIN.username,
      action: "passwordReset",
      entity: "admin",
      entityId: user.id,
      summary: 'Made a password reset link for "audited-reset"',
    });
    const token = new URL(made.result.json().data.url).searchParams.get("token") as string;
    expect(JSON.stringify(made.entries)).not.toContain(token);

    const reset = await entriesOf(ctx, () =>
      call("POST", "/admin/password-reset/confirm", {}, { token, newPassword: "Reset#Audit9" }),
    );
    expect(reset.result.statusCode).toBe(200);
    expect(reset.entries).toHaveLength(1);
    expect(reset.entries[0]).toMatchObject({
      actorId: user.id,
      actorUsername: "audited-reset",
      ip: ADDRESS,
      action: "passwordReset",
      entityId: user.id,
      summary: 'Reset the password of "audited-reset" with a reset link',
    });
    const again = await entriesOf(ctx, () =>
      call("POST", "/admin/password-reset/confirm", {}, { token, newPassword: "Reset#Audit9" }),
    );
    expect(again.entries).toEqual([]);
  });

  it("two-factor: turning on, a wrong code at sign-in, turning off, and a superAdmin's turn-off", async () => {
    const user = await createAdmin(ctx, "audited-2fa", "Member");
    const { token } = await signIn(ctx, user.username);
    const { secret } = (await call("POST", "/admin/2fa/setup", bearer(token))).json().data;
    const refused = await entriesOf(ctx, () => call("POST", "/admin/2fa/enable", bearer(token), { code: "000000" }));
    expect(refused.result.statusCode).toBe(400);
    expect(refused.entries).toEqual([]);
    clearOfStepEdge();
    const enabled = await entriesOf(ctx, async () =>
      call("POST", "/admin/2fa/enable", bearer(token), { code: await generate({ secret, epoch: now() - 30 }) }),
    );
    expect(enabled.result.statusCode).toBe(200);
    expect(enabled.entries).toHaveLength(1);
    expect(enabled.entries[0]).toMatchObject({
      actorId: user.id,
      action: "twoFactorEnable",
      entity: "admin",
      entityId: user.id,
      summary: 'Turned on two-factor sign-in of "audited-2fa"',
    });
    const stored = JSON.stringify(enabled.entries);
    expect(stored).not.toContain(secret);
    for (const code of enabled.result.json().data.recoveryCodes) expect(stored).not.toContain(code);

    const wrong = await entriesOf(ctx, () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/admin/login",
        remoteAddress: ADDRESS,
        payload: { username: user.username, password: TEST_PASSWORD, code: "000000" },
      }),
    );
    expect(wrong.result.statusCode).toBe(401);
    expect(wrong.entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ["loginFailed", 'Failed sign-in as "audited-2fa"'],
    ]);

    const off = await entriesOf(ctx, async () =>
      call("POST", "/admin/2fa/disable", bearer(token), {
        password: TEST_PASSWORD,
        code: await generate({ secret, epoch: now() }),
      }),
    );
    expect(off.result.statusCode).toBe(200);
    expect(off.entries.map((entry) => [entry.action, entry.actorId, entry.entityId])).toEqual([
      ["twoFactorDisable", user.id, user.id],
    ]);

    const other = await createAdmin(ctx, "audited-lost", "Member");
    const session = await signIn(ctx, other.username);
    const otherSecret = (await call("POST", "/admin/2fa/setup", bearer(session.token))).json().data.secret;
    await call("POST", "/admin/2fa/enable", bearer(session.token), {
      code: await generate({ secret: otherSecret, epoch: now() }),
    });
    const root = await signInAsSuperAdmin(ctx);
    const lost = await entriesOf(ctx, () => call("DELETE", `/admin/${other.id}/2fa`, bearer(root.token)));
    expect(lost.result.statusCode).toBe(200);
    expect(lost.entries).toHaveLength(1);
    expect(lost.entries[0]).toMatchObject({
      actorUsername: TEST_ADMIN.username,
      action: "twoFactorDisable",
      entityId: other.id,
      summary: 'Turned off two-factor sign-in of "audited-lost" (lost authenticator)',
    });
  });
});
