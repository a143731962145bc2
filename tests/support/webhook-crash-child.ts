import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/client.ts";
import { validContact } from "./public-writes.ts";
import { testConfig } from "./test-config.ts";

/**
 * An instance in a process of its own (tests/api/webhooks.test.ts kills it with SIGKILL): it commits
 * one enquiry, whose `lead.created` delivery is then only in the outbox, says "committed" and waits.
 * It sends webhooks only when asked (no timer), so nothing leaves before the kill.
 */
const [url] = process.argv.slice(2);
if (!url) throw new Error("usage: webhook-crash-child.ts <postgres url>");
const database = await openDatabase({ driver: "postgres", url, poolSize: 2 });
const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-webhook-crash-"));
const app = await buildApp(testConfig({ dataDir, webhookAllowPrivate: true }), {
  database,
  logger: false,
  webhookPollMs: 0,
});
await app.ready();
const created = await app.inject({ method: "POST", url: "/api/v1/contact/create", payload: validContact });
process.stdout.write(`committed ${created.statusCode}\n`);
setInterval(() => {}, 60_000);
