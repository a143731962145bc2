/**
 * `npm run check:failover` (issue 73; not in .ci/run: it takes minutes): nginx from Debian with
 * deploy/nginx.conf's upstream settings in front of two built instances on PostgreSQL, a Redis and
 * an S3-protocol server (s3rver) of its own, under a steady load of page reads and contact posts
 * (each with an idempotency key, sent once more with it when its answer is lost, as the form does).
 * Faults, one after the other: a rolling restart, kill -9 of one instance, Redis stopped 30 s, the
 * bucket stopped 30 s. Prints, per fault, requests sent, failed and duplicate enquiries.
 * Ports 39100–39199 (nginx 39100, instances 39101–39102, Redis 39110, s3rver 39111).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import S3rver from "s3rver";
import sharp from "sharp";
import { genericMessages } from "../domain/errors.ts";
import { IDEMPOTENCY_HEADER } from "../domain/idempotency.ts";
import { loadScaleOutSettings } from "../server/config.ts";
import { projectRoot } from "../server/paths.ts";
import { adminQuery, withDatabase } from "../tests/support/global-setup.ts";
import { type AppProcess, startApp } from "./bench/app-process.ts";

const PORTS = { nginx: 39100, apps: [39101, 39102], redis: 39110, s3: 39111 };
const OUTAGE_MS = 30_000;
/** deploy/nginx.conf's fail_timeout. */
const FAIL_TIMEOUT_MS = 5000;
const CLIENTS = 4;
const ADMIN = { username: "admin", password: "Fail#Over-Pass1" };
const settings = loadScaleOutSettings();
const suffix = randomBytes(4).toString("hex");
const databaseName = `agency_failover_${suffix}`;
const bucket = "agency-failover";
const work = await mkdtemp(path.join(os.tmpdir(), "agency-failover-"));
const base = `http://127.0.0.1:${PORTS.nginx}`;

const databaseUrl = (name: string) => withDatabase(settings.databaseUrl, name);

/** A child process the script owns, waited for when it is stopped. */
async function startProcess(command: string, args: string[], ready: (output: string) => boolean) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (ready(output)) resolve();
    };
    child.stdout?.on("data", hear);
    child.stderr?.on("data", hear);
    child.once("exit", (code) => reject(new Error(`${command} exited (${code}): ${output}`)));
    if (ready("")) resolve();
  });
  return child;
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

const startRedis = () =>
  startProcess(
    "redis-server",
    ["--port", String(PORTS.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    (out) => out.includes("Ready to accept connections"),
  );

async function startS3() {
  const s3 = new S3rver({
    port: PORTS.s3,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(work, "s3"),
    configureBuckets: [{ name: bucket }],
  });
  await s3.run();
  return s3;
}

/** nginx with deploy/nginx.conf's location and upstream settings, its servers our two instances. */
async function startNginx() {
  const shipped = await readFile(path.join(projectRoot, "deploy/nginx.conf"), "utf8");
  const site = shipped
    .replace(/server app1:3000/, `server 127.0.0.1:${PORTS.apps[0]}`)
    .replace(/server app2:3000/, `server 127.0.0.1:${PORTS.apps[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${PORTS.nginx};`);
  const temp = (name: string) => path.join(work, `nginx-${name}`);
  const conf = `worker_processes 1;
pid ${temp("pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
${site}
}
`;
  const file = path.join(work, "nginx.conf");
  await writeFile(file, conf);
  const child = spawn("nginx", ["-c", file, "-p", work, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  for (let waited = 0; waited < 10_000; waited += 100) {
    const up = await fetch(`${base}/api/v1/health`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error("nginx did not start");
}

const env = (dataDir: string) => ({
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl(databaseName),
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
  STORAGE_DRIVER: "s3",
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  TRUST_PROXY: "true",
  PUBLIC_WRITE_LIMIT: "1000000",
  PUBLIC_URL: base,
});

type Tally = { sent: number; failed: number; resent: number; failures: Map<string, number> };
const newTally = (): Tally => ({ sent: 0, failed: 0, resent: 0, failures: new Map() });
let tally = newTally();

function fail(what: string) {
  tally.failed += 1;
  tally.failures.set(what, (tally.failures.get(what) ?? 0) + 1);
}

const reads = ["/", "/about", "/career", "/contact", "/api/v1/category", "/api/v1/health", "/sitemap.xml"];

/** One client: reads, and every fifth request a contact post sent again once with its key if its answer is lost. */
async function client(id: number, running: () => boolean) {
  for (let n = 0; running(); n++) {
    if (n % 5 === 4) {
      const key = randomUUID();
      const body = JSON.stringify({
        fullname: "Load Tester",
        phone: "03001234567",
        email: `load${id}@example.com`,
        address: "12 Mall Road, Lahore",
        message: `failover ${key}`,
      });
      const post = () =>
        fetch(`${base}/api/v1/contact/create`, {
          method: "POST",
          headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: key },
          body,
        }).then(
          async (res) => {
            await res.arrayBuffer();
            return res.status;
          },
          () => 0,
        );
      tally.sent += 1;
      let status = await post();
      if (status === 0 || status >= 500) {
        tally.resent += 1;
        status = await post();
      }
      if (status !== 201) fail(`POST contact ${status}`);
      continue;
    }
    const target = reads[n % reads.length];
    tally.sent += 1;
    const status = await fetch(`${base}${target}`).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 0,
    );
    // Health may rightly say "degraded" (200) or "draining" on one instance; nginx retries 503.
    if (status !== 200) fail(`GET ${target} ${status}`);
  }
}

async function duplicates(): Promise<number> {
  const [row] = await adminQuery<{ n: number }>(
    databaseUrl(databaseName),
    "select coalesce(sum(c - 1), 0)::int as n from (select count(*) as c from enquiries where message like 'failover %' group by message) t",
  );
  return row?.n ?? 0;
}

/** Runs `fault` under load; prints the phase's figures. */
async function underLoad(name: string, fault: () => Promise<unknown>) {
  tally = newTally();
  const before = await duplicates();
  let running = true;
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i, () => running));
  await sleep(2000);
  const note = await fault();
  await sleep(3000);
  running = false;
  await Promise.all(clients);
  const dup = (await duplicates()) - before;
  const detail = [...tally.failures].map(([what, n]) => `${what}: ${n}`).join(", ");
  console.log(
    `  ${name.padEnd(32)} sent ${String(tally.sent).padStart(6)}  failed ${String(tally.failed).padStart(4)}  posts resent ${String(tally.resent).padStart(3)}  duplicate enquiries ${dup}${detail ? `  (${detail})` : ""}${typeof note === "string" ? `\n    ${note}` : ""}`,
  );
  return { failed: tally.failed, duplicates: dup };
}

let redis: ChildProcess | undefined;
let s3: S3rver | undefined;
let nginx: ChildProcess | undefined;
const apps: (AppProcess | undefined)[] = [undefined, undefined];
const dataDirs = [path.join(work, "a"), path.join(work, "b")];
let exitCode = 0;
try {
  await adminQuery(settings.databaseUrl, `create database ${databaseName}`);
  redis = await startRedis();
  s3 = await startS3();
  apps[0] = await startApp(env(dataDirs[0]), PORTS.apps[0]);
  apps[1] = await startApp(env(dataDirs[1]), PORTS.apps[1]);
  nginx = await startNginx();
  console.log(`Two built instances behind nginx (${base}), PostgreSQL, Redis and s3rver; ${CLIENTS} clients:`);

  const results = [];
  results.push(await underLoad("steady (no fault)", async () => sleep(5000)));
  results.push(
    await underLoad("rolling restart", async () => {
      for (const i of [0, 1]) {
        await apps[i]?.stop();
        apps[i] = await startApp(env(dataDirs[i]), PORTS.apps[i]);
        // As a deploy does: the next instance stops once nginx takes this one again. nginx keeps an
        // instance refused twice out for fail_timeout (5 s) even when it is back sooner.
        await sleep(FAIL_TIMEOUT_MS + 1000);
      }
    }),
  );
  results.push(
    await underLoad("kill -9 of one instance", async () => {
      process.kill(apps[0]?.pid ?? 0, "SIGKILL");
      await sleep(5000);
      apps[0] = await startApp(env(dataDirs[0]), PORTS.apps[0]);
    }),
  );
  results.push(
    await underLoad("Redis stopped 30 s", async () => {
      await stopProcess(redis, "SIGKILL");
      await sleep(OUTAGE_MS);
      redis = await startRedis();
    }),
  );
  results.push(
    await underLoad("bucket stopped 30 s", async () => {
      const signIn = await fetch(`${base}/api/v1/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await signIn.json()) as { token: string };
      const upload = async (name: string) => {
        const form = new FormData();
        form.append("name", name);
        form.append("description", "x");
        const png = await sharp({
          create: { width: 8, height: 8, channels: 3, background: "#336699" },
        })
          .png()
          .toBuffer();
        form.append("logo", new Blob([new Uint8Array(png)], { type: "image/png" }), "logo.png");
        const res = await fetch(`${base}/api/v1/category/create`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        return { status: res.status, body: (await res.json()) as { message?: string } };
      };
      await s3?.close();
      const during = await upload(`During ${suffix}`);
      await sleep(OUTAGE_MS);
      s3 = await startS3();
      const after = await upload(`After ${suffix}`);
      const told =
        during.body.message === genericMessages.storageUnavailable ? "the storage message" : "another message";
      return `upload during: ${during.status} with ${told}; upload after, no restart: ${after.status}`;
    }),
  );
  if (results.some((r) => r.duplicates > 0)) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopProcess(nginx);
  for (const app of apps) await app?.stop().catch(() => undefined);
  await stopProcess(redis);
  await s3?.close().catch(() => undefined);
  await adminQuery(settings.databaseUrl, `drop database if exists ${databaseName}`).catch(() => undefined);
}
process.exit(exitCode);
