import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadBenchSettings } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { rowsOf } from "../server/db/rows.ts";
import { buildDir } from "../server/paths.ts";
import { adminQuery, withDatabase } from "../tests/support/global-setup.ts";
import { type AppProcess, startApp } from "./bench/app-process.ts";
import { seedStatements } from "./bench/scale-seed.ts";

/**
 * The back office at scale (issue 38, ADR 0092): a throw-away database (PostgreSQL when
 * BENCH_DATABASE_URL is set, else PGlite) seeded with generate_series, then the built app in a
 * process of its own answering each list's first page, a search, a filtered page and the last page,
 * the dashboard and the insights, one request at a time; and a CSV export of every enquiry with the
 * server's resident memory sampled while it streams.
 *
 *   npm run build && npm run bench:scale      (BENCH_SCALE_REPEAT requests per figure, default 30;
 *                                             BENCH_SCALE_DIVISOR=100 seeds a hundredth, to check it runs;
 *                                             BENCH_SCALE_ONLY=csv seeds the enquiries alone and measures
 *                                             only the export, BENCH_SCALE_CSV_RUNS times, default 3)
 */
const settings = loadBenchSettings();
const ADMIN_PASSWORD = "Bench#Pass123";
const PORT = 3190;
const REPEAT = settings.scaleRepeat;
const DIVISOR = settings.scaleDivisor;
const CSV_ONLY = settings.scaleOnly === "csv";

if (!existsSync(path.join(buildDir, "server-app/main.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

type Target = { name: string; url: string };

const lists: { name: string; url: string; search: string; filter: string }[] = [
  { name: "enquiries", url: "/api/v1/contact", search: "q=lead4242", filter: "stage=won" },
  { name: "applications", url: "/api/v1/career", search: "q=applicant4242", filter: "stage=offer" },
  { name: "subscribers", url: "/api/v1/newsletter", search: "q=reader4242", filter: "sort=subscriberEmail" },
  { name: "potential customers", url: "/api/v1/potentialCustomer", search: "q=person4242", filter: "source=career" },
  { name: "request log", url: "/api/v1/logger/get-all", search: "route=thing/42", filter: "status=5xx" },
  { name: "jobs", url: "/api/v1/job?all=true", search: "q=job%2042", filter: "isActive=false" },
  { name: "projects", url: "/api/v1/project?type=project", search: "q=item%2042", filter: "sort=name" },
  { name: "products", url: "/api/v1/project?type=product", search: "q=bq-42", filter: "isActive=false" },
  { name: "services", url: "/api/v1/services", search: "q=service%2042", filter: "sort=-createdAt" },
  { name: "categories", url: "/api/v1/category", search: "q=category%204", filter: "sort=-createdAt" },
  { name: "users", url: "/api/v1/admin", search: "q=admin", filter: "role=superAdmin" },
  { name: "privileges", url: "/api/v1/permission", search: "q=member", filter: "sort=role" },
];

const withQuery = (url: string, query: string) => `${url}${url.includes("?") ? "&" : "?"}${query}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function timed(app: AppProcess, headers: Record<string, string>, url: string) {
  const times: number[] = [];
  for (let i = 0; i < REPEAT + 2; i++) {
    const start = performance.now();
    const res = await fetch(`${app.url}${url}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    // The first two warm the caches and the connection.
    if (i >= 2) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function lastPage(app: AppProcess, headers: Record<string, string>, url: string) {
  const res = await fetch(`${app.url}${withQuery(url, "page=1&limit=10")}`, { headers });
  const body = (await res.json()) as { pagination: { totalPages: number; totalEstimated?: boolean } };
  return body.pagination;
}

async function main() {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  const label = `${settings.databaseUrl ? "PostgreSQL" : "PGlite"}${DIVISOR > 1 ? ` (sizes / ${DIVISOR})` : ""}`;
  if (settings.databaseUrl) {
    const name = `bench_scale_${process.pid}`;
    await adminQuery(settings.databaseUrl, `create database ${name}`);
    const url = withDatabase(settings.databaseUrl, name);
    env = { DATABASE_URL: url };
    database = await openDatabase({ driver: "postgres", url, timeouts: { connectMs: 5000, statementMs: 3_600_000 } });
    cleanup = async () => {
      await adminQuery(settings.databaseUrl ?? "", `drop database if exists ${name} with (force)`);
    };
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-scale-"));
    env = { DATA_DIR: dataDir };
    database = await openDatabase({ driver: "pglite", dataDir });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  try {
    console.log(`Seeding on ${label}…`);
    await database.migrate();
    // The export reads only the enquiries: the other lists would only make the seeding longer.
    const statements = seedStatements(DIVISOR).filter(([what]) => !CSV_ONLY || what.endsWith("enquiries"));
    const seeding = performance.now();
    // As a bulk load is done: the indexes no constraint needs dropped, the rows inserted, then each
    // index built once from its own definition. Kept while inserting, every row paid its way into
    // every GIN trigram index, which on PGlite grew faster than the rows (a tenth of the sizes in
    // 17 s, all of them estimated at 25-45 min).
    const indexes = rowsOf<{ name: string; definition: string }>(await database.db.execute(secondaryIndexes));
    for (const { name } of indexes) await database.db.execute(sql.raw(`drop index "${name}"`));
    for (const [what, statement] of statements) {
      const start = performance.now();
      await database.db.execute(sql.raw(statement));
      console.log(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
    const building = performance.now();
    await database.db.execute(sql`set maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await database.db.execute(sql.raw(definition));
    const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
    console.log(`  ${indexes.length} indexes built: ${seconds(building)} s (seeding in all: ${seconds(seeding)} s)`);
    // As autovacuum would have by then: statistics, and the GIN indexes' pending lists merged.
    await database.db.execute(sql`vacuum analyze`);
    await database.close();

    const app = await startApp({ ...env, ADMIN_USERNAME: "admin", ADMIN_PASSWORD }, PORT);
    try {
      const login = await fetch(`${app.url}/api/v1/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
      });
      if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
      const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

      if (!CSV_ONLY) await timeLists(app, headers, label);
      for (let run = 1; run <= settings.scaleCsvRuns; run++) await exportEnquiries(app, headers, run);
    } finally {
      await app.stop();
    }
  } finally {
    await cleanup();
  }
}

/** The public schema's indexes that are neither unique nor a constraint's (primary keys, unique keys and upserts stay). */
const secondaryIndexes = sql`
  select i.indexname as name, i.indexdef as definition
  from pg_indexes i
  where i.schemaname = 'public'
    and i.indexdef not like 'CREATE UNIQUE%'
    and not exists (
      select 1 from pg_constraint c join pg_class x on x.oid = c.conindid
      where x.relname = i.indexname and x.relnamespace = 'public'::regnamespace
    )
  order by i.tablename, i.indexname`;

/** Each list's first page, search, filtered page and last page; the dashboard and the insights. */
async function timeLists(app: AppProcess, headers: Record<string, string>, label: string) {
  const targets: Target[] = [];
  for (const list of lists) {
    const { totalPages, totalEstimated } = await lastPage(app, headers, list.url);
    targets.push(
      { name: `${list.name}: first page`, url: withQuery(list.url, "page=1&limit=10") },
      { name: `${list.name}: search`, url: withQuery(list.url, `page=1&limit=10&${list.search}`) },
      { name: `${list.name}: filtered page`, url: withQuery(list.url, `page=1&limit=10&${list.filter}`) },
      {
        name: `${list.name}: last page (${totalPages}${totalEstimated ? ", estimated" : ""})`,
        url: withQuery(list.url, `page=${Math.max(1, totalPages)}&limit=10`),
      },
    );
  }
  targets.push(
    { name: "dashboard counts", url: "/api/v1/count/get-all-counts" },
    { name: "insights (30 days)", url: "/api/v1/insights?days=30" },
    { name: "insights (90 days)", url: "/api/v1/insights?days=90" },
  );
  console.log(`\n${label}: ${REPEAT} requests each, one at a time (ms)`);
  console.log(`${"".padEnd(52)}${"p50".padStart(8)}${"p95".padStart(8)}`);
  for (const target of targets) {
    const { p50, p95 } = await timed(app, headers, target.url);
    console.log(`${target.name.padEnd(52)}${p50.toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}`);
  }
}

/**
 * A CSV export of every enquiry with the server's resident memory sampled while it streams; the
 * process keeps what an earlier export grew to, so each run's growth is from where the last left it.
 */
async function exportEnquiries(app: AppProcess, headers: Record<string, string>, run: number) {
  const before = app.residentMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, app.residentMb());
  }, 20);
  const start = performance.now();
  const res = await fetch(`${app.url}/api/v1/contact?format=csv`, { headers });
  let firstByte = 0;
  let bytes = 0;
  const reader = res.body?.getReader();
  for (;;) {
    if (!reader) break;
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByte = performance.now() - start;
    bytes += value.byteLength;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nCSV of every enquiry (run ${run}): ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, first byte after ` +
      `${firstByte.toFixed(0)} ms; resident memory ${before} MB before, peak ${peak} MB (growth ${peak - before} MB)`,
  );
}

await main();
