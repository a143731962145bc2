/**
 * `npm run check:scale-out` (run by .ci/run after the build): two app processes, started together
 * exactly as `npm start` runs them, on one fresh PostgreSQL database, one Redis and one
 * S3-protocol server (s3rver), prove what docs/api.md "Running several instances" promises.
 * Prints each check and exits non-zero on the first that fails.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import S3rver from "s3rver";
import sharp from "sharp";
import { loadScaleOutSettings } from "../server/config.ts";
import { migrationsFolder } from "../server/paths.ts";
import { adminQuery, withDatabase } from "../tests/support/global-setup.ts";
import { type AppProcess, startApp } from "./bench/app-process.ts";

const settings = loadScaleOutSettings();
const ADMIN = { username: "admin", password: "Scale#Out-Pass1" };
const suffix = randomBytes(4).toString("hex");
const databaseName = `agency_scale_out_${suffix}`;
const redisPrefix = `scale-out-${suffix}:`;
const bucket = "agency-scale-out";

const databaseUrl = (name: string) => withDatabase(settings.databaseUrl, name);

async function check(what: string, run: () => Promise<void>) {
  const started = Date.now();
  await run();
  console.log(`  ✓ ${what} (${Date.now() - started} ms)`);
}

/** Polls until `seen` holds, failing after `ms`. */
async function within(ms: number, what: string, seen: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > ms) assert.fail(`${what}: not within ${ms} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}

const s3Directory = await mkdtemp(path.join(os.tmpdir(), "agency-scale-out-s3-"));
const s3 = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: s3Directory,
  configureBuckets: [{ name: bucket }],
});
const { port: s3Port } = await s3.run();
await adminQuery(settings.databaseUrl, `create database ${databaseName}`);
const dataDirs = [
  await mkdtemp(path.join(os.tmpdir(), "agency-a-")),
  await mkdtemp(path.join(os.tmpdir(), "agency-b-")),
];
const env = (dataDir: string) => ({
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl(databaseName),
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  REDIS_URL: settings.redisUrl,
  REDIS_KEY_PREFIX: redisPrefix,
  STORAGE_DRIVER: "s3",
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  PUBLIC_WRITE_LIMIT: "4",
  LOGIN_USER_FAILURE_LIMIT: "3",
});

let a: AppProcess | undefined;
let b: AppProcess | undefined;
let failed = false;
try {
  console.log("Two instances on one PostgreSQL database, one Redis and one S3-protocol server:");
  const port = 3700 + (process.pid % 200);
  await check("both start at once on an empty database and migrate and seed once", async () => {
    [a, b] = await Promise.all([startApp(env(dataDirs[0]), port), startApp(env(dataDirs[1]), port + 1)]);
    const migrations = (await readdir(migrationsFolder)).filter((file) => file.endsWith(".sql")).length;
    const url = databaseUrl(databaseName);
    const [applied] = await adminQuery<{ n: number }>(
      url,
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    assert.equal(applied?.n, migrations);
    const [admins] = await adminQuery<{ n: number }>(url, "select count(*)::int as n from admin_users");
    assert.equal(admins?.n, 1);
  });
  if (!a || !b) throw new Error("the instances did not start");
  const A = a;
  const B = b;
  const call = (app: AppProcess, url: string, init?: RequestInit) => fetch(`${app.url}${url}`, init);

  await check("each reports its database, Redis and bucket healthy", async () => {
    for (const app of [A, B]) {
      assert.deepEqual(await (await call(app, "/api/v1/health")).json(), {
        success: true,
        status: "ok",
        db: "ok",
        redis: "ok",
        storage: "ok",
      });
    }
  });

  const signIn = async (app: AppProcess, password = ADMIN.password) =>
    call(app, "/api/v1/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.username, password }),
    });
  const token: string = (await (await signIn(A)).json()).token;
  const bearer = { authorization: `Bearer ${token}` };

  await check("a session made on A works on B", async () => {
    assert.equal((await call(B, "/api/v1/admin/me", { headers: bearer })).status, 200);
  });

  let imageUrl = "";
  await check("an edit made through A shows on B's next API read and page within one second", async () => {
    for (let i = 0; i < 2; i++) await call(B, "/api/v1/category");
    assert.equal((await call(B, "/api/v1/category")).headers.get("x-cache"), "HIT");
    await call(B, "/about");
    assert.equal((await call(B, "/about")).headers.get("x-cache"), "HIT");
    const form = new FormData();
    form.append("name", "Scale Out Category");
    form.append("description", "Made on A");
    const logo = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#4338ca" } })
      .png()
      .toBuffer();
    form.append("logo", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
    const created = await call(A, "/api/v1/category/create", { method: "POST", headers: bearer, body: form });
    assert.equal(created.status, 201);
    imageUrl = (await created.json()).data.icon;
    const read = await within(1000, "B's API read", async () =>
      (await (await call(B, "/api/v1/category")).text()).includes("Scale Out Category"),
    );
    const page = await within(1000, "B's page", async () =>
      (await (await call(B, "/about")).text()).includes("Scale Out Category"),
    );
    console.log(`    B's read showed it after ${read} ms, its page after ${page} ms`);
  });

  await check("an image uploaded through A is served by B", async () => {
    const image = await call(B, imageUrl);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get("content-type"), "image/webp");
  });

  await check("a sign-out on A ends the session on B", async () => {
    assert.equal((await call(A, "/api/v1/admin/logout", { method: "POST", headers: bearer })).status, 200);
    assert.equal((await call(B, "/api/v1/admin/me", { headers: bearer })).status, 401);
  });

  await check("the public write limit counts requests sent to both", async () => {
    const enquiry = {
      fullname: "Sara Ali",
      phone: "03001234567",
      email: "sara@example.com",
      address: "Lahore",
      message: "We would like a new website for our shop.",
    };
    const send = (app: AppProcess) =>
      call(app, "/api/v1/contact/create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(enquiry),
      });
    const statuses = [];
    for (const app of [A, B, A, B, A, B]) statuses.push((await send(app)).status);
    assert.deepEqual(statuses, [201, 201, 201, 201, 429, 429]);
  });

  await check("the sign-in lockout counts failures sent to both", async () => {
    for (const app of [A, B, A]) assert.equal((await signIn(app, "Wrong#Pass1")).status, 401);
    assert.equal((await signIn(B)).status, 429);
  });

  await check("killing A leaves B serving", async () => {
    process.kill(A.pid, "SIGKILL");
    await within(5000, "A to exit", async () => !A.running());
    assert.equal((await call(B, "/api/v1/health")).status, 200);
    assert.equal((await call(B, "/api/v1/category")).status, 200);
    assert.equal((await call(B, "/")).status, 200);
  });
} catch (error) {
  failed = true;
  console.error("  ✗", error instanceof Error ? error.message : error);
} finally {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await adminQuery(settings.databaseUrl, `drop database if exists ${databaseName} with (force)`).catch(() => {});
  const redis = new Redis(settings.redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await s3.close();
  await Promise.all([s3Directory, ...dataDirs].map((dir) => rm(dir, { recursive: true, force: true })));
}
process.exit(failed ? 1 : 0);
