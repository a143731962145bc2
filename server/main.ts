import path from "node:path";
import { buildApp, loggerOptions } from "./app.ts";
import { type AppConfig, ConfigError, loadConfig } from "./config.ts";
import { declaredKinds } from "./content-kinds.ts";
import { configuredDatabase, openDatabase } from "./db/client.ts";
import { seedDatabase } from "./db/seed/index.ts";
import { ContentKinds } from "./engines/content-kinds/registry.ts";
import { isServiceUnavailable } from "./errors/unavailable.ts";
import { fileClock } from "./lib/file-clock.ts";
import { SHUTDOWN_SIGNALS } from "./shutdown-signals.ts";
import { openStorage } from "./storage/open-storage.ts";

/**
 * How the process ends when it can't start (docs/deployment.md "Keeping it running", ADR 0089):
 * 1 for what a restart may cure (the database or the bucket not reachable yet), so a supervisor
 * tries again; 78 (EX_CONFIG) for what it can't (the configuration is wrong), which the documented
 * systemd unit is told not to restart on, so a mistake is not retried in a loop.
 */
const EXIT_RETRY = 1;
const EXIT_CONFIG = 78;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }
}

/** The kinds' drafts the seed checks the demo's translations by (the app builds its own from the same list). */
const draftKinds = new ContentKinds(declaredKinds);

/** Opens, migrates and seeds the database; a dependency that is away ends the process for a restart. */
async function prepare(config: AppConfig) {
  try {
    const database = await openDatabase(configuredDatabase(config));
    // Instances starting together take turns: the first migrates and seeds, the others find it done.
    const seed = await database.exclusively(async () => {
      await database.migrate();
      const storage = await openStorage(config);
      try {
        return await seedDatabase(database.db, config, storage.public, (kind) => draftKinds.draftOf(kind));
      } finally {
        storage.close();
      }
    });
    return { database, seed };
  } catch (error) {
    if (isServiceUnavailable(error)) {
      console.error(`A service the site needs is not reachable yet; exiting so that a supervisor restarts it.`);
      process.exit(EXIT_RETRY);
    }
    throw error;
  }
}

const config = readConfig();
const { database, seed } = await prepare(config);

const app = await buildApp(config, {
  database,
  ...(config.testClockFile ? { clock: fileClock(config.testClockFile), schedulePollMs: 1000 } : {}),
  ssr: config.env === "development" ? "development" : "production",
  logger: config.env === "development" ? { ...loggerOptions(config), transport: { target: "pino-pretty" } } : undefined,
});

/** How long requests in flight are given to finish once the instance was told to stop (ADR 0266). */
const DRAIN_BOUND_MS = 10_000;

let shuttingDown = false;
/**
 * Drains (ADR 0266): health answers 503 "draining" at once, the listening socket closes (a proxy
 * meets a refused connection and sends the request to another instance), every answer from now on
 * says Connection: close, idle kept-alive connections are closed, and the requests in flight finish
 * within DRAIN_BOUND_MS; then the database is closed and the process exits.
 */
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.drain();
  app.log.info({ signal }, "shutting down: draining, finishing in-flight requests");
  const force = setTimeout(() => {
    app.log.warn({ boundMs: DRAIN_BOUND_MS }, "requests still in flight at the drain's bound; exiting");
    process.exit(1);
  }, DRAIN_BOUND_MS).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
  }
  process.exit(0);
}
for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? "PostgreSQL" : `embedded PGlite in ${path.join(config.dataDir, "pglite")}`;
console.log(
  `\n  Site:        ${config.publicUrl}\n  Back office: ${config.publicUrl}/admin\n  API docs:    ${config.publicUrl}/api/v1/docs\n  Database:    ${where}`,
);
if (seed.adminCreated) {
  const password = seed.adminCreated.generatedPassword
    ? `${seed.adminCreated.generatedPassword}   (generated now and shown only once: note it down)`
    : "the ADMIN_PASSWORD you configured";
  console.log(`  Admin:       username "${seed.adminCreated.username}", password ${password}`);
} else {
  console.log(
    `  Admin:       sign in as "${config.adminUsername}" with the password shown at first start (or ADMIN_PASSWORD)`,
  );
}
console.log("");
