/**
 * `npm run bench:newsletter`: 10,000 newsletter messages queued and handed to a local SMTP server
 * (smtp-server on 127.0.0.1, which only counts what it is given), through the app's own queue and
 * pooled transport: prints the time to queue, the time to hand them all over, and the process's peak
 * resident memory. On the embedded database, or PostgreSQL with BENCH_DATABASE_URL (a throw-away
 * database is made there and dropped).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { checkDocument } from "../domain/blocks.ts";
import { loadBenchSettings } from "../server/config.ts";
import { type Database, openDatabase } from "../server/db/client.ts";
import { campaigns } from "../server/db/schema/campaigns.ts";
import { smtpTransport } from "../server/mail/smtp-transport.ts";
import { CampaignSender } from "../server/modules/campaigns/sender.ts";
import { startCampaign } from "../server/modules/campaigns/start.ts";
import { LinkSigner } from "../server/modules/newsletter/signed-links.ts";

const MESSAGES = 10_000;

async function throwAwayPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `agency_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

let peakRss = 0;
let atPeak = process.memoryUsage();
const sample = setInterval(() => {
  const usage = process.memoryUsage();
  if (usage.rss > peakRss) {
    peakRss = usage.rss;
    atPeak = usage;
  }
}, 50);

let received = 0;
const server = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      received++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.server.address();
const port = typeof address === "object" && address ? address.port : 0;

const { databaseUrl } = loadBenchSettings();
const postgres = databaseUrl ? await throwAwayPostgres(databaseUrl) : null;
// PGlite on disk, as a site keeps it in DATA_DIR, created beforehand by a process of its own as the
// site's first start does: creating a database peaks near 800 MB once, opening one costs ~300 MB.
const dataDir = postgres ? null : await mkdtemp(path.join(tmpdir(), "agency-bench-newsletter-"));
if (dataDir)
  execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(new URL("./create-pglite-database.ts", import.meta.url)), dataDir],
    { stdio: "inherit" },
  );
const database: Database = await openDatabase(
  postgres
    ? { driver: "postgres", url: postgres.url, poolSize: 6 }
    : { driver: "pglite", dataDir: dataDir ?? undefined },
);
try {
  await database.migrate();
  await database.db.execute(sql`
    insert into newsletter_subscribers (email, status, consent_form, confirmed_at)
    select 'reader' || n || '@example.com', 'confirmed', 'signup', now() from generate_series(1, ${MESSAGES}) as n`);
  const [campaign] = await database.db
    .insert(campaigns)
    .values({
      subject: "Bench news",
      senderName: "Ravi Digital",
      blocks: checkDocument({
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "What we shipped" }] },
          {
            type: "paragraph",
            content: [
              { type: "text", text: "Read the " },
              { type: "text", text: "case study", marks: [{ type: "link", attrs: { href: "/projects" } }] },
              { type: "text", text: " and tell us what you think." },
            ],
          },
        ],
      }),
    })
    .returning();
  if (!campaign) throw new Error("no campaign");
  const started = performance.now();
  await database.db.transaction((tx) =>
    startCampaign(tx, campaign, {
      publicUrl: "https://agency.example",
      messageDomain: "agency.example",
      now: new Date(),
    }),
  );
  const queued = performance.now();
  const transport = await smtpTransport(`smtp://127.0.0.1:${port}`, "Ravi Digital <news@agency.example>", { pool: 4 });
  const sender = new CampaignSender({
    db: database.db,
    transport,
    links: new LinkSigner(async () => randomBytes(32)),
    now: Date.now,
    publicUrl: "https://agency.example",
    messageDomain: "agency.example",
    bounceAddress: "bounces@agency.example",
    ratePerMinute: 10_000_000,
    log: Fastify({ logger: false }).log,
    batch: 50,
  });
  await sender.drain();
  const sent = performance.now();
  transport.close();
  const [{ n } = { n: 0 }] = (
    await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from campaign_messages where status = 'sent'`,
    )
  ).rows;
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`newsletter bench on ${postgres ? "PostgreSQL" : "PGlite"}: ${MESSAGES} recipients`);
  console.log(`  queued (render + one row each):  ${seconds(queued - started)} s`);
  console.log(
    `  handed to SMTP:                  ${seconds(sent - queued)} s (${Math.round(MESSAGES / ((sent - queued) / 1000))} messages/s)`,
  );
  console.log(`  recorded sent: ${n}, received by the SMTP server: ${received}`);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(`  peak resident memory:            ${mb(peakRss)} MB`);
  // Where it was: the JavaScript heap, and memory outside it (buffers, PGlite's WebAssembly memory).
  console.log(
    `    of which JS heap ${mb(atPeak.heapUsed)} MB, external ${mb(atPeak.external)} MB (array buffers ${mb(atPeak.arrayBuffers)} MB)`,
  );
  if (n !== MESSAGES || received !== MESSAGES) process.exitCode = 1;
} finally {
  clearInterval(sample);
  await database.close();
  await postgres?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  server.close();
}
