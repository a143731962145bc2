import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { loadBenchSettings } from "../server/config.ts";
import { buildDir } from "../server/paths.ts";
import { adminQuery, withDatabase } from "../tests/support/global-setup.ts";
import { analyticsCost } from "./bench/analytics-cost.ts";
import { type AppProcess, startApp } from "./bench/app-process.ts";
import { junkTraffic } from "./bench/junk.ts";
import { BROWSER_HEADERS, generator, type LoadResult, measure } from "./bench/load.ts";
import { enquiriesAlone, mixedLoad, mixedTraffic } from "./bench/mixed-load.ts";
import { hasNginx, type Recorded, startNginx } from "./bench/nginx-reference.ts";
import { combined, paired, type Round } from "./bench/paired.ts";
import {
  BENCH_REDIRECTS,
  HOME,
  JUNK_PER_SECOND,
  MAX_PEAK_MB,
  MAX_RESIDENT_MB,
  MAX_SOAK_GROWTH,
  REFERENCE_PAIRS,
  RENDER_MAX_P99_MS,
  SIGNED_IN_UNDER_LOAD_MAX_P99_MS,
  type Target,
  targets,
  UNDER_JUNK_MIN_RATIO,
} from "./bench/targets.ts";

/**
 * Speed as a browser asks for it (`Accept-Encoding: br, gzip`, keep-alive, 50 connections), measured
 * with wrk against the built app in a process of its own, side by side with nginx serving the very
 * same bytes in the same run. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set.
 *
 *   npm run build && npm run bench    (BENCH_SECONDS per target, BENCH_SOAK_SECONDS of sustained load)
 */
const settings = loadBenchSettings();
const ADMIN_PASSWORD = "Bench#Pass123";
const CONNECTIONS = 50;
/** Enquiries sent one after another to measure what one costs alone. */
const ENQUIRIES_ALONE = 200;
const failures: string[] = [];

if (!existsSync(path.join(buildDir, "server-app/main.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

/** The raw bytes the app answers, with the coding a browser would get: what nginx will serve. */
function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { ...BROWSER_HEADERS, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          body: Buffer.concat(chunks),
          contentType: String(res.headers["content-type"] ?? "application/octet-stream"),
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(", ") : (value ?? ""),
            ]),
          ),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");
const line = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(" ");
const widths = [46, 9, 8, 8, 9, 7, 6];

function report(
  name: string,
  app: LoadResult,
  reference: LoadResult | undefined,
  target?: Partial<Target>,
  ratio = reference ? app.rps / reference.rps : undefined,
) {
  const misses: string[] = [];
  if (app.failures > 0) misses.push(`${app.failures} failed requests`);
  if (target?.minRatio !== undefined && ratio !== undefined && ratio < target.minRatio)
    misses.push(`ratio ${ratio.toFixed(2)} < ${target.minRatio}`);
  if (target?.maxP99Ms !== undefined && app.p99 > target.maxP99Ms)
    misses.push(`p99 ${ms(app.p99)} > ${target.maxP99Ms}`);
  const verdict = target?.minRatio !== undefined || target?.maxP99Ms !== undefined ? (misses.length ? "✗" : "✓") : "";
  console.log(
    line(
      [
        name,
        app.rps.toFixed(0),
        ms(app.p50),
        ms(app.p99),
        reference ? reference.rps.toFixed(0) : "–",
        ratio?.toFixed(2) ?? "–",
        verdict,
      ],
      widths,
    ),
  );
  for (const miss of misses) failures.push(`${name}: ${miss}`);
}

async function signIn(app: AppProcess): Promise<Record<string, string>> {
  const res = await fetch(`${app.url}/api/v1/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** Fills the redirects table as an imported old site would (`BENCH_REDIRECTS` lines, one import). */
async function importRedirects(app: AppProcess, auth: Record<string, string>) {
  const lines = Array.from({ length: BENCH_REDIRECTS }, (_, i) => `/old-site/page-${i},/about,301`);
  const res = await fetch(`${app.url}/api/v1/redirects/import`, {
    method: "POST",
    headers: { ...auth, "content-type": "text/csv" },
    body: ["from,to,status", ...lines].join("\n"),
  });
  if (!res.ok) throw new Error(`redirect import failed: ${res.status} ${await res.text()}`);
}

async function benchOn(database: "PGlite" | "PostgreSQL", env: Record<string, string>, port: number) {
  const seconds = settings.seconds;
  console.log(`\n## ${database} — ${generator}, ${CONNECTIONS} connections, ${seconds} s per target\n`);
  // The mixed load posts up to 20 enquiries a second from one address: the per-address limit is raised for it.
  const app = await startApp({ ...env, ADMIN_PASSWORD, PUBLIC_WRITE_LIMIT: "100000" }, port);
  const nginxDir = await mkdtemp(path.join(os.tmpdir(), "agency-bench-nginx-"));
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const auth = await signIn(app);
    await importRedirects(app, auth);
    const projects = (await (await fetch(`${app.url}/api/v1/project?type=project`)).json()) as {
      portfolios: { _id: string }[];
    };
    if (settings.only === "mixed") {
      await underMixedLoad(database, app, auth, projects.portfolios[0]._id);
      return;
    }
    const list = targets({ projectId: projects.portfolios[0]._id });
    const headersOf = (target: Target) => (target.signedIn ? auth : {});
    const recorded = new Map<string, Recorded>();
    for (const target of list) {
      await record(`${app.url}${target.path}`, headersOf(target));
      recorded.set(target.name, await record(`${app.url}${target.path}`, headersOf(target)));
    }
    if (hasNginx()) nginx = await startNginx(nginxDir, port + 1, recorded);
    else console.log("(nginx is not installed: no reference; apt-get install nginx-light)\n");

    console.log(line(["target", "req/s", "p50 ms", "p99 ms", "nginx", "ratio", ""], widths));
    // Each target against nginx in alternated pairs of short rounds, the ratio their median (paired.ts).
    const roundSeconds = Math.max(2, Math.ceil(seconds / REFERENCE_PAIRS));
    const load =
      (url: string, headers: Record<string, string> = {}) =>
      () =>
        measure({ url, connections: CONNECTIONS, seconds: roundSeconds, headers });
    const againstNginx = async (name: string, round: Round, reference: string | undefined, target: Partial<Target>) => {
      if (!reference) return report(name, await round(), undefined, target);
      const result = await paired(round, load(reference), REFERENCE_PAIRS);
      report(name, combined(result.a), combined(result.b), target, result.medianShare);
    };
    for (const target of list) {
      const round = load(`${app.url}${target.path}`, headersOf(target));
      await againstNginx(target.name, round, nginx?.urls.get(target.name), target);
    }

    let junkSent = 0;
    const underJunk: Round = async () => {
      const junk = junkTraffic(app.url, JUNK_PER_SECOND);
      try {
        return await load(`${app.url}${HOME}`)();
      } finally {
        junk.stop();
        junkSent += junk.sent;
      }
    };
    await againstNginx(`GET / with ${JUNK_PER_SECOND} junk req/s`, underJunk, nginx?.urls.get(list[0].name), {
      minRatio: UNDER_JUNK_MIN_RATIO,
    });
    console.log(`  (${junkSent} junk requests sent)`);
    const stillCached = (await fetch(`${app.url}${HOME}`)).headers.get("x-cache") === "HIT";
    if (!stillCached) failures.push("home was not answered from the cache after the junk traffic");

    failures.push(...(await analyticsCost(app, auth, CONNECTIONS)));
    await underMixedLoad(database, app, auth, projects.portfolios[0]._id);
  } finally {
    nginx?.stop();
    await app.stop();
    await rm(nginxDir, { recursive: true, force: true });
  }

  const uncached = await startApp({ ...env, ADMIN_PASSWORD, PAGE_CACHE_SECONDS: "0" }, port);
  try {
    await measure({ url: `${uncached.url}${HOME}`, connections: 1, seconds: 2 });
    const rendered = await measure({ url: `${uncached.url}${HOME}`, connections: 1, seconds });
    report("GET / rendered every time (1 connection)", rendered, undefined, { maxP99Ms: RENDER_MAX_P99_MS });
  } finally {
    await uncached.stop();
  }
}

/**
 * Every kind of traffic at once (mixed-load.ts): the signed-in reads' p99 while the public site is
 * busy, and resident memory from its warmed-up size through the load — at a busy hour's enquiries,
 * then for a shorter run at twice as many, whose reads must not queue behind the writes (issue 71).
 * First, what one enquiry costs alone.
 */
async function underMixedLoad(
  database: "PGlite" | "PostgreSQL",
  app: AppProcess,
  auth: Record<string, string>,
  projectId: string,
) {
  const alone = await enquiriesAlone(app, ENQUIRIES_ALONE);
  console.log(
    `\n${ENQUIRIES_ALONE} contact enquiries one after another: p50 ${ms(alone.p50)} ms, p99 ${ms(alone.p99)} ms (${alone.stored} stored)`,
  );
  const [busyHour, doubled] = mixedTraffic(projectId).writesPerSecond;
  for (const perSecond of [busyHour, doubled]) {
    const seconds = perSecond === busyHour ? settings.soakSeconds : Math.min(settings.soakSeconds, 60);
    const result = await mixedLoad(app, auth, projectId, seconds, perSecond);
    console.log(`\n${seconds} s of mixed load with ${perSecond} enquiries a second:`);
    report("  public pages and reads (40 connections)", result.public, undefined);
    report("  signed-in reads while busy (10 staff × 5 req/s)", result.signedIn, undefined, {
      maxP99Ms: SIGNED_IN_UNDER_LOAD_MAX_P99_MS,
    });
    const { writes } = result;
    console.log(
      `  contact enquiries: ${writes.stored} of ${writes.sent} stored, answered in p50 ${ms(writes.p50)} ms, p99 ${ms(writes.p99)} ms`,
    );
    if (writes.stored !== writes.sent) failures.push(`${writes.sent - writes.stored} enquiries not stored under load`);
    if (perSecond !== busyHour) continue;
    // Memory over the long run only: the shorter one starts from what the first left.
    const { warm, peak, last, growth } = result.memory;
    const percent = `${growth >= 0 ? "+" : ""}${(growth * 100).toFixed(0)}%`;
    console.log(`  resident memory: ${warm} MB after warm-up, peak ${peak} MB, ${last} MB at the end (${percent})`);
    if (warm > MAX_RESIDENT_MB[database]) failures.push(`resident memory ${warm} MB > ${MAX_RESIDENT_MB[database]} MB`);
    if (peak > MAX_PEAK_MB[database])
      failures.push(`resident memory peaked at ${peak} MB > ${MAX_PEAK_MB[database]} MB`);
    if (growth > MAX_SOAK_GROWTH) failures.push(`resident memory grew ${percent} under load`);
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-bench-"));
try {
  await benchOn("PGlite", { DATA_DIR: dataDir }, 3390);
  if (settings.databaseUrl) {
    const name = `agency_bench_${process.pid}`;
    await adminQuery(settings.databaseUrl, `create database ${name}`);
    try {
      const env = { DATA_DIR: path.join(dataDir, "pg"), DATABASE_URL: withDatabase(settings.databaseUrl, name) };
      await benchOn("PostgreSQL", env, 3392);
    } finally {
      await adminQuery(settings.databaseUrl, `drop database if exists ${name}`);
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\ntargets missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nall targets met");
