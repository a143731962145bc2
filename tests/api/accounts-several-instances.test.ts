import { randomBytes } from "node:crypto";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAdmin, signIn, TEST_PASSWORD } from "../support/admins.ts";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server.ts";
import { createTestAppOn, type TestContext } from "../support/test-app.ts";
import { createSharedTestDatabase, testDriver } from "../support/test-database.ts";
import { clearOfStepEdge } from "../support/totp-steps.ts";

/** Nothing of a credential lives in one process: two instances share the database and the key. */
describe.skipIf(testDriver() !== "postgres")("staff credentials across two instances", () => {
  let smtp: SmtpServer;
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const shared = { totpEncryptionKey: randomBytes(32), mail: { smtpUrl: smtp.url, from: "no-reply@example.com" } };
    const [first, second] = await createSharedTestDatabase(2);
    [a, b] = await Promise.all([createTestAppOn(first, shared), createTestAppOn(second, shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await smtp?.close();
  });

  const signInWith = (ctx: TestContext, username: string, code: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/admin/login",
      payload: { username, password: TEST_PASSWORD, code },
    });

  it("two-factor sign-in set up on one instance works on the other, and a code used on one is spent on both", async () => {
    await createAdmin(a, "roamer", "Member");
    const session = await signIn(a, "roamer");
    const setup = await a.app.inject({
      method: "POST",
      url: "/api/v1/admin/2fa/setup",
      headers: bearer(session.token),
    });
    const { secret } = setup.json().data;
    clearOfStepEdge();
    const now = Math.floor(Date.now() / 1000);
    const enable = await b.app.inject({
      method: "POST",
      url: "/api/v1/admin/2fa/enable",
      headers: bearer(session.token),
      payload: { code: await generate({ secret, epoch: now - 30 }) },
    });
    expect(enable.statusCode).toBe(200);
    const code = await generate({ secret, epoch: now });
    expect((await signInWith(b, "roamer", code)).statusCode).toBe(200);
    const replay = await signInWith(a, "roamer", code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Invalid two-factor code");
    expect((await signInWith(a, "roamer", enable.json().data.recoveryCodes[0])).statusCode).toBe(200);
    expect((await signInWith(b, "roamer", enable.json().data.recoveryCodes[0])).statusCode).toBe(401);
  });

  it("a reset link asked for on one instance is used on the other, once", async () => {
    await createAdmin(a, "wanderer", "Member");
    await a.app.inject({
      method: "POST",
      url: "/api/v1/admin/password-reset/request",
      payload: { email: "wanderer@example.com" },
    });
    const mail = await smtp.waitFor((message) => message.to.includes("wanderer@example.com"));
    const token = /token=([\w-]+)/.exec(mail.mail.text ?? "")?.[1];
    const confirm = (ctx: TestContext) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/admin/password-reset/confirm",
        payload: { token, newPassword: "Moved#On-2024" },
      });
    expect((await confirm(b)).statusCode).toBe(200);
    expect((await confirm(a)).statusCode).toBe(400);
  });
});
