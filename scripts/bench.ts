import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { buildDir } from "../server/paths.ts";
import { publicUploadsDir } from "../server/plugins/uploads.ts";
import { LocalDiskStorage } from "../server/storage/local-disk-storage.ts";
import { BENCH_ADMIN_PASSWORD, benchTargets } from "./bench-targets.ts";

/**
 * Speed targets, measured on the embedded database with the demo content over loopback:
 * each target's p99 latency under 10 concurrent connections must stay under its budget.
 */
const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-bench-"));
const config = {
  ...loadConfig({ LOG_LEVEL: "warn", DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD }),
  dataDir,
};
const database = await openDatabase({ driver: "pglite", dataDir });
await database.migrate();
await seedDatabase(database.db, config, new LocalDiskStorage(publicUploadsDir(dataDir)));
const ssr = existsSync(path.join(buildDir, "server/index.js")) ? "production" : "off";
const app = await buildApp(config, { database, ssr, logger: false });
const address = await app.listen({ host: "127.0.0.1", port: 0 });

const failures: string[] = [];
console.log(
  `\nbenchmarks against ${address} (pages: ${ssr === "off" ? "skipped, run npm run build first" : "built"})\n`,
);
console.log("target".padEnd(44), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "budget".padStart(8));
for (const target of benchTargets()) {
  if (target.page && ssr === "off") continue;
  const url = `${address}${typeof target.path === "function" ? await target.path(app) : target.path}`;
  const headers = typeof target.headers === "function" ? await target.headers(app) : target.headers;
  let sequence = 0;
  const requests: autocannon.Request[] | undefined = target.uncached
    ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}?bench=${sequence++}` }) }]
    : undefined;
  const result = await autocannon({ url, connections: target.connections ?? 10, duration: 5, headers, requests });
  const line = [
    target.name.padEnd(44),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    `<${target.p99BudgetMs}`.padStart(8),
  ].join(" ");
  console.log(line);
  if (result.non2xx > 0 || result.errors > 0)
    failures.push(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  if (result.latency.p99 >= target.p99BudgetMs) failures.push(`${target.name}: p99 ${result.latency.p99} ms`);
}

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
if (failures.length > 0) {
  console.error(`\nover budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nall targets met");
