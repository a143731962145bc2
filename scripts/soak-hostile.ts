import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { loadSoakSettings } from "../server/config.ts";
import { buildDir } from "../server/paths.ts";
import { adminQuery, withDatabase } from "../tests/support/global-setup.ts";
import { type AppProcess, startApp } from "./bench/app-process.ts";
import { MAX_PEAK_MB } from "./bench/targets.ts";

/**
 * A hostile flood against the production build, started as `npm start` starts it, on loopback only
 * (issue 41, ADR 0087): distinct URLs and `?q=` values, invented UTM sources, anonymous API reads,
 * and malformed requests (bad JSON, lone UTF-16 surrogates, oversized heads, garbage methods,
 * encoded back-office paths, HEADs of pages). It stops by itself after SOAK_SECONDS (default 300)
 * or SOAK_MAX_REQUESTS, and reports the app's resident memory once warmed up and at the end, and
 * how much the database grew. Exits 1 when memory grew by more than 10 %.
 *
 *   npm run build && npm run soak:hostile      (SOAK_SECONDS, SOAK_CONNECTIONS, SOAK_DATABASE_URL)
 */
const settings = loadSoakSettings();
const ADMIN_PASSWORD = "Soak#Pass1234";
const MAX_GROWTH = 0.1;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGES = ["/", "/about", "/services", "/projects", "/products", "/careers", "/contact", "/privacy"];
const READS = ["/api/v1/alertHeader", "/api/v1/category", "/api/v1/services", "/api/v1/job", "/api/v1/project"];

if (!existsSync(path.join(buildDir, "server-app/main.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

type Exchange = { method: string; path: string; headers?: Record<string, string>; body?: string };

let sequence = 0;
const nonce = () => `${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The next request of the mix: each kind in turn, every URL or value new where it can be. */
function nextExchange(n: number): Exchange | string {
  const kinds = settings.kinds;
  switch (kinds.length > 0 ? kinds[n % kinds.length] : n % 12) {
    case 0:
      return { method: "GET", path: `/api/v1/project?q=${nonce()}` };
    case 1:
      return { method: "GET", path: `/api/v1/project?category=${nonce()}&utm_source=${nonce()}` };
    case 2:
      return {
        method: "GET",
        path: `${PAGES[n % PAGES.length]}?utm_source=${nonce()}&utm_medium=${nonce()}&utm_campaign=${nonce()}`,
        headers: { "user-agent": BROWSER, referer: `https://${nonce()}.example/` },
      };
    case 3:
    case 4:
      return { method: "GET", path: READS[n % READS.length] };
    case 5:
      return { method: "GET", path: n % 2 ? `/no-such-page-${nonce()}` : `/api/v1/no-such-${nonce()}?x=${nonce()}` };
    case 6:
      return { method: "POST", path: "/api/v1/contact", headers: { "content-type": "application/json" }, body: "{bad" };
    case 7:
      return {
        method: "POST",
        path: n % 2 ? "/api/v1/newsletter" : "/api/v1/contact",
        headers: { "content-type": "application/json" },
        // A lone surrogate, escaped as JSON allows: it decodes to a string no UTF-8 can hold.
        body: `{"email":"\\udfff@example.com","username":"\\udfff","password":"\\ud800x"}`,
      };
    case 8:
      return { method: "HEAD", path: PAGES[n % PAGES.length] };
    case 9:
      return { method: "GET", path: n % 2 ? "/%61dmin/users" : `/api/v1/project?q=%ED%BF%BF${nonce()}` };
    case 10:
      // An oversized head (Node refuses it with 431).
      return `GET /api/v1/category HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"x".repeat(20_000)}\r\nConnection: close\r\n\r\n`;
    default:
      return [
        `FOO${nonce()} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        "GET /\x00 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        `GET /${"a".repeat(9000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
        "\r\n\r\nGARBAGE\r\n\r\n",
      ][n % 4];
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: settings.connections });

function send(base: string, exchange: Exchange): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${base}${exchange.path}`, {
      method: exchange.method,
      agent,
      headers: { "accept-encoding": "br, gzip", ...exchange.headers },
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("error", () => resolve(0));
    req.end(exchange.body);
  });
}

function sendRaw(port: number, bytes: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let status = 0;
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => {
      status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? 0);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(status));
    socket.end(bytes, "latin1");
  });
}

type Tally = { sent: number; byStatus: Map<number, number> };

async function flood(app: AppProcess, port: number, until: number, tally: Tally) {
  const worker = async () => {
    while (Date.now() < until && tally.sent < settings.maxRequests) {
      const n = tally.sent++;
      const exchange = nextExchange(n);
      const status = typeof exchange === "string" ? await sendRaw(port, exchange) : await send(app.url, exchange);
      tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: settings.connections }, worker));
}

function directoryMb(dir: string): number {
  const kb = Number(execFileSync("du", ["-sk", dir], { encoding: "utf8" }).split("\t")[0]);
  return Math.round(kb / 102.4) / 10;
}

async function requestLogRows(base: string): Promise<number | undefined> {
  const login = await fetch(`${base}/api/v1/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  if (!login.ok) return undefined;
  const { token } = (await login.json()) as { token: string };
  const logs = await fetch(`${base}/api/v1/logger/get-all?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await logs.json()) as { pagination?: { total?: number } };
  return body.pagination?.total;
}

async function soak() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-soak-"));
  const database = settings.databaseUrl ? `soak_${Date.now()}` : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_USERNAME: "admin", ADMIN_PASSWORD };
  if (settings.databaseUrl && database) {
    await adminQuery(settings.databaseUrl, `create database ${database}`);
    env.DATABASE_URL = withDatabase(settings.databaseUrl, database);
  }
  const app = await startApp(env, settings.port);
  const seconds = settings.seconds;
  // V8's heap and PGlite's buffers grow to their working size in the first minute of load: the
  // growth that matters is the one after it.
  const warmUpSeconds = Math.min(60, Math.max(5, Math.round(seconds / 5)));
  const tally: Tally = { sent: 0, byStatus: new Map() };
  try {
    const started = { rssMb: app.residentMb(), dataMb: directoryMb(dataDir), logRows: await requestLogRows(app.url) };
    console.log(
      `soak: ${seconds} s, ${settings.connections} in flight, warm-up ${warmUpSeconds} s; start RSS ${started.rssMb} MB`,
    );
    const end = Date.now() + seconds * 1000;
    // Resident memory through the run: a bounded app levels off, a leak climbs.
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(app.residentMb()), Math.max(5, seconds / 20) * 1000);
    await flood(app, settings.port, Date.now() + warmUpSeconds * 1000, tally);
    const warm = { rssMb: app.residentMb(), dataMb: directoryMb(dataDir), sent: tally.sent };
    console.log(`soak: warmed up after ${warm.sent} requests: RSS ${warm.rssMb} MB`);
    await flood(app, settings.port, end, tally);
    clearInterval(sampler);
    // The app flushes its counters every second or two: let the last ones reach the database.
    await sleep(3000);
    const finished = { rssMb: app.residentMb(), dataMb: directoryMb(dataDir), logRows: await requestLogRows(app.url) };
    const growth = (finished.rssMb - warm.rssMb) / warm.rssMb;
    const kind = settings.databaseUrl ? "PostgreSQL" : "PGlite";
    const peak = Math.max(warm.rssMb, finished.rssMb, ...samples);
    const report = {
      database: kind,
      seconds,
      requests: tally.sent,
      statuses: Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)),
      rssMb: {
        start: started.rssMb,
        warm: warm.rssMb,
        end: finished.rssMb,
        peak,
        growthAfterWarmUp: `${(growth * 100).toFixed(1)} %`,
        samples: samples.join(" "),
      },
      dataDirMb: settings.databaseUrl ? undefined : { start: started.dataMb, end: finished.dataMb },
      requestLogRows: { start: started.logRows, end: finished.logRows },
      alive: app.running(),
    };
    console.log(JSON.stringify(report, null, 2));
    if (!app.running()) throw new Error("the app died during the soak");
    if (growth > MAX_GROWTH) throw new Error(`resident memory grew ${(growth * 100).toFixed(1)} % (bound 10 %)`);
    if (peak > MAX_PEAK_MB[kind])
      throw new Error(`resident memory peaked at ${peak} MB (bound ${MAX_PEAK_MB[kind]} MB)`);
  } finally {
    agent.destroy();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (settings.databaseUrl && database) await adminQuery(settings.databaseUrl, `drop database if exists ${database}`);
  }
}

soak().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
