import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { genericMessages } from "../../domain/errors.ts";
import { healthMessages } from "../../domain/health.ts";
import { loadTestSettings } from "../../server/config.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";
import { validContact } from "../support/public-writes.ts";
import { type S3Server, startS3Server } from "../support/s3-server.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

const unavailable = {
  success: false,
  message: genericMessages.serviceUnavailable,
  error: genericMessages.serviceUnavailable,
};

describe("while Redis is away", () => {
  let proxy: TcpProxy;
  let ctx: TestContext;

  beforeAll(async () => {
    const redis = new URL(loadTestSettings().redisUrl);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    ctx = await createTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}`, redisKeyPrefix: `test:${randomUUID()}:` });
  });
  afterAll(async () => {
    await proxy?.setMode("pass");
    await ctx?.close();
    await proxy?.close();
  });

  it("keeps taking public writes and sign-ins on the instance's own counters, and recovers by itself (ADR 0268)", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/health" })).json()).toMatchObject({ redis: "ok" });
    await proxy.setMode("refuse");

    const enquiry = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    expect(enquiry.statusCode).toBe(201);
    const signIn = await ctx.app.inject({ method: "POST", url: "/api/v1/admin/login", payload: TEST_ADMIN });
    expect(signIn.statusCode).toBe(200);
    const health = await ctx.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: "degraded",
      db: "ok",
      redis: "down",
      warnings: [healthMessages.redisDown],
    });
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/category" })).statusCode).toBe(200);

    await proxy.setMode("pass");
    await expect
      .poll(async () => (await ctx.app.inject({ method: "GET", url: "/api/v1/health" })).json().status, {
        timeout: 5000,
      })
      .toBe("ok");
    const after = await ctx.app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
    expect(after.statusCode).toBe(201);
  }, 20_000);
});

describe("while the bucket is away", () => {
  let s3: S3Server;
  let proxy: TcpProxy;
  let ctx: TestContext;

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(s3.storage.endpoint ?? "").port) });
    ctx = await createTestApp({ storage: { ...s3.storage, endpoint: `http://127.0.0.1:${proxy.port}` } });
  });
  afterAll(async () => {
    await proxy?.setMode("pass");
    await ctx?.close();
    await proxy?.close();
    await s3?.close();
  });

  it("answers 503 for uploads and images, and recovers by itself", async () => {
    const admin = bearer((await signInAsSuperAdmin(ctx)).token);
    const create = async (name: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/category/create",
        headers: admin,
        payload: multipart({ name, description: "x" }, { logo: await pngImage() }),
      });
    const created = await create("Before The Outage");
    expect(created.statusCode).toBe(201);
    const image: string = created.json().data.icon;

    await proxy.setMode("refuse");
    const served = await ctx.app.inject({ method: "GET", url: image });
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual(unavailable);
    const upload = await create("During The Outage");
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toMatchObject({ success: false, message: genericMessages.storageUnavailable });
    // Nothing half: no category without its picture.
    const names = (await ctx.app.inject({ method: "GET", url: "/api/v1/category", headers: admin })).json().data;
    expect(names.map((category: { name: string }) => category.name)).not.toContain("During The Outage");
    // A backup is refused before it starts, not started to fail.
    const backup = await ctx.app.inject({ method: "POST", url: "/api/v1/backups", headers: admin });
    expect(backup.statusCode).toBe(503);
    expect(backup.json()).toMatchObject({ message: genericMessages.storageUnavailable });
    const backups = await ctx.app.inject({ method: "GET", url: "/api/v1/backups", headers: admin });
    expect(backups.json().data).toEqual([]);
    const health = await ctx.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: "degraded",
      db: "ok",
      storage: "down",
      warnings: [healthMessages.storageDown],
    });

    await proxy.setMode("pass");
    await expect.poll(async () => (await ctx.app.inject({ method: "GET", url: image })).statusCode).toBe(200);
    expect((await create("After The Outage")).statusCode).toBe(201);
  }, 30_000);
});
