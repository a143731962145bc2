import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadBenchSettings } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { buildDir } from "../server/paths.ts";
import { adminQuery, withDatabase } from "../tests/support/global-setup.ts";
import { type AppProcess, startApp } from "./bench/app-process.ts";

/**
 * The back office at scale (issue 38, ADR 0092): a throw-away database (PostgreSQL when
 * BENCH_DATABASE_URL is set, else PGlite) seeded with generate_series, then the built app in a
 * process of its own answering each list's first page, a search, a filtered page and the last page,
 * the dashboard and the insights, one request at a time; and a CSV export of every enquiry with the
 * server's resident memory sampled while it streams.
 *
 *   npm run build && npm run bench:scale      (BENCH_SCALE_REPEAT requests per figure, default 30)
 */
const settings = loadBenchSettings();
const ADMIN_PASSWORD = "Bench#Pass123";
const PORT = 3190;
const REPEAT = settings.scaleRepeat;

if (!existsSync(path.join(buildDir, "server-app/main.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const STAGES = "(array['new','contacted','qualified','won','lost'])[1 + i % 5]";

/** The rows, as one statement each; the sizes are the issue's. */
const seedStatements: [string, string][] = [
  [
    "100,000 enquiries",
    `insert into enquiries (fullname, phone, email, address, message, stage, created_at)
     select 'Lead ' || md5(i::text), '0300' || lpad(i::text, 7, '0'), 'lead' || i || '@example.com', 'Lahore',
       'A message about a website', ${STAGES}, now() - i * interval '30 seconds'
     from generate_series(1, 100000) as i`,
  ],
  [
    "20 jobs",
    `insert into jobs (title, description, company_overview, job_role, requirements)
     select 'Job ' || i, 'Build things', 'An agency', array['Code'], array['TypeScript'] from generate_series(1, 20) as i`,
  ],
  [
    "50,000 applications",
    `insert into applications (job_id, first_name, last_name, email, phone_number, city, address, state, postal_code,
       resume_key, resume_name, resume_type, resume_size, stage, created_at)
     select j.id, 'First' || md5(i::text), 'Last' || i, 'applicant' || i || '@example.com', '0321' || lpad(i::text, 7, '0'),
       'Lahore', 'Street 1', 'Punjab', '54000', 'resumes/bench-' || i, 'cv.pdf', 'application/pdf', 100,
       (array['new','reviewing','interview','offer','hired','rejected'])[1 + i % 6], now() - i * interval '1 minute'
     from generate_series(1, 50000) as i
     join (select id, row_number() over (order by id) - 1 as n from jobs) as j on j.n = i % 20`,
  ],
  [
    "200,000 subscribers",
    `insert into newsletter_subscribers (email, created_at)
     select 'reader' || i || '@' || (array['example.com','mail.example','news.example'])[1 + i % 3],
       now() - i * interval '10 seconds'
     from generate_series(1, 200000) as i`,
  ],
  [
    "300,000 potential customers",
    `insert into potential_customers (email, source, visit_count, created_at, last_seen_at)
     select 'person' || i || '@example.com', (array['contact','newsletter','career'])[1 + i % 3], 1 + i % 5,
       now() - i * interval '20 seconds', now() - i * interval '10 seconds'
     from generate_series(1, 300000) as i`,
  ],
  [
    "a category and 5,000 portfolio items",
    `with category as (insert into categories (name, description) values ('Bench', 'Bench items') returning id)
     insert into portfolio_items (type, name, project_code, product_code, description, client, technology, url, date,
       category_id, images)
     select case when i % 2 = 0 then 'project' else 'product' end, 'Item ' || i, 'BP-' || i,
       case when i % 2 = 0 then null else 'BQ-' || i end, 'An item', 'A client', 'TypeScript', 'https://example.com',
       current_date, category.id, array['/uploads/bench.webp']
     from generate_series(1, 5000) as i, category`,
  ],
  [
    "1,000,000 request-log rows",
    `insert into request_logs (method, route, user_agent, ip, username, "timestamp", status_code, duration_ms, level)
     select (array['GET','POST','PATCH'])[1 + i % 3], '/api/v1/thing/' || (i % 500), 'bench', '10.0.0.1',
       case when i % 4 = 0 then 'admin' end, now() - i * interval '2 seconds',
       (array[200,200,200,404,500])[1 + i % 5], i % 300, case when i % 2 = 0 then 'debug' else 'info' end
     from generate_series(1, 1000000) as i`,
  ],
  [
    "1,000,000 page-view rows",
    `insert into analytics_page_views (day, path, device, views, entries)
     select current_date - (i % 365), '/page/' || (i / 365), 'desktop', 1 + i % 7, i % 3
     from generate_series(0, 999999) as i`,
  ],
];

type Target = { name: string; url: string };

const lists: { name: string; url: string; search: string; filter: string }[] = [
  { name: "enquiries", url: "/api/v1/contact", search: "q=lead4242", filter: "stage=won" },
  { name: "applications", url: "/api/v1/career", search: "q=applicant4242", filter: "stage=offer" },
  { name: "subscribers", url: "/api/v1/newsletter", search: "q=reader4242", filter: "sort=subscriberEmail" },
  { name: "potential customers", url: "/api/v1/potentialCustomer", search: "q=person4242", filter: "source=career" },
  { name: "request log", url: "/api/v1/logger/get-all", search: "route=thing/42", filter: "status=5xx" },
];

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
  const res = await fetch(`${app.url}${url}${url.includes("?") ? "&" : "?"}page=1&limit=10`, { headers });
  const body = (await res.json()) as { pagination: { totalPages: number; totalEstimated?: boolean } };
  return body.pagination;
}

async function main() {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  const label = settings.databaseUrl ? "PostgreSQL" : "PGlite";
  if (settings.databaseUrl) {
    const name = `bench_scale_${process.pid}`;
    await adminQuery(settings.databaseUrl, `create database ${name}`);
    const url = withDatabase(settings.databaseUrl, name);
    env = { DATABASE_URL: url };
    database = await openDatabase({ driver: "postgres", url, timeouts: { connectMs: 5000, statementMs: 3_600_000 } });
    cleanup = () => adminQuery(settings.databaseUrl ?? "", `drop database if exists ${name} with (force)`);
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-scale-"));
    env = { DATA_DIR: dataDir };
    database = await openDatabase({ driver: "pglite", dataDir });
    cleanup = () => rm(dataDir, { recursive: true, force: true });
  }
  try {
    console.log(`Seeding on ${label}…`);
    await database.migrate();
    for (const [what, statement] of seedStatements) {
      const start = performance.now();
      await database.db.execute(sql.raw(statement));
      console.log(`  ${what}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
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

      const targets: Target[] = [];
      for (const list of lists) {
        const { totalPages, totalEstimated } = await lastPage(app, headers, list.url);
        targets.push(
          { name: `${list.name}: first page`, url: `${list.url}?page=1&limit=10` },
          { name: `${list.name}: search`, url: `${list.url}?page=1&limit=10&${list.search}` },
          { name: `${list.name}: filtered page`, url: `${list.url}?page=1&limit=10&${list.filter}` },
          {
            name: `${list.name}: last page (${totalPages}${totalEstimated ? ", estimated" : ""})`,
            url: `${list.url}?page=${totalPages}&limit=10`,
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
        `\nCSV of 100,000 enquiries: ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, first byte after ` +
          `${firstByte.toFixed(0)} ms; resident memory ${before} MB before, peak ${peak} MB (growth ${peak - before} MB)`,
      );
    } finally {
      await app.stop();
    }
  } finally {
    await cleanup();
  }
}

await main();
