import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app.ts";
import { type DatabaseOptions, openDatabase } from "../../server/db/client.ts";
import { testConfig } from "./test-config.ts";

/**
 * A sending instance in a process of its own (tests/api/newsletter-queue.test.ts kills it with
 * SIGKILL mid-campaign): it opens the database (`postgres://…`, or an embedded database's folder),
 * starts, sends the queue through the given SMTP server, and says every 20 ms how many messages the
 * database records as sent, so the test knows when every accepted message is recorded.
 */
const [where, smtpUrl] = process.argv.slice(2);
if (!where || !smtpUrl) throw new Error("usage: newsletter-crash-child.ts <postgres url | pglite folder> <smtp url>");
const options: DatabaseOptions = where.startsWith("postgres")
  ? { driver: "postgres", url: where, poolSize: 4 }
  : { driver: "pglite", dataDir: where };
const database = await openDatabase(options);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-newsletter-crash-"));
const config = testConfig({ dataDir });
const app = await buildApp(
  {
    ...config,
    mail: { ...config.mail, smtpUrl, from: "Ravi Digital <news@agency.example>" },
    newsletter: { ...config.newsletter, ratePerMinute: 600_000 },
  },
  { database, logger: false, newsletterPollMs: 1000, webhookPollMs: 0, schedulePollMs: 0 },
);
await app.ready();
setInterval(async () => {
  const counted = await database.db.execute(
    sql`select count(*)::int as n from campaign_messages where status = 'sent'`,
  );
  process.stdout.write(`sent ${counted.rows[0]?.n}\n`);
}, 20);
