import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type App, type AppDependencies, buildApp } from "../../server/app.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/client.ts";
import { type SsrMode, startViteDevServer } from "../../server/plugins/react-router.ts";
import { findSecrets } from "./secret-scan.ts";
import { testConfig } from "./test-config.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * One Vite server per test process for every app rendering pages through it: starting Vite and
 * transforming the pages on their first request took 5 s per app, and the transformed modules hold
 * no state of an app (each request is handed its app's services). It ends with the process.
 */
let devServer: ReturnType<typeof startViteDevServer> | undefined;
const sharedDevServer = () => {
  devServer ??= startViteDevServer();
  return devServer;
};

export type TestContext = { app: App; database: Database; config: AppConfig; close(): Promise<void> };

/** The whole application over a private database and data directory, driven with inject(). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  extend?: (app: App) => void | Promise<void>,
  /** "development" renders the pages through Vite, for tests of page actions; off by default. */
  ssr: SsrMode = "off",
  /** Silent unless a test reads the log (tests/api/error-logs.test.ts). */
  logger: AppDependencies["logger"] = false,
  /** The clock insights count days by (tests/api/page-views.test.ts moves it across midnight). */
  clock?: () => number,
): Promise<TestContext> {
  return startTestApp(await createTestDatabase(), { overrides, extend, ssr, logger, clock });
}

/** The whole application over a database the caller opened (one of several instances on one database). */
export function createTestAppOn(
  database: Database,
  overrides: Partial<AppConfig> = {},
  ssr: SsrMode = "off",
  extend?: (app: App) => void | Promise<void>,
  /** The instance's clock (tests/api/drafts.test.ts moves it past a schedule). */
  clock?: () => number,
): Promise<TestContext> {
  return startTestApp(database, { overrides, ssr, logger: false, extend, clock });
}

async function startTestApp(
  database: Database,
  options: {
    overrides: Partial<AppConfig>;
    extend?: (app: App) => void | Promise<void>;
    ssr: SsrMode;
    logger: AppDependencies["logger"];
    clock?: () => number;
  },
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-app-"));
  const config = testConfig({ dataDir, ...options.overrides });
  // Schedules and imports run at start and when a test or a request starts them, never on a timer
  // mid-test; the inbound mailbox is read only when a test polls it.
  const app = await buildApp(config, {
    database,
    logger: options.logger,
    ssr: options.ssr,
    clock: options.clock,
    schedulePollMs: 0,
    mailboxPollMs: 0,
    importPollMs: 0,
    newsletterPollMs: 0,
    devServer: options.ssr === "development" ? await sharedDevServer() : undefined,
  });
  const leaks = watchForSecrets(app);
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      // Every queued e-mail has gone before the data directory (and its outbox) is removed: closing
      // alone gives them a few seconds, which a busy machine can outrun.
      await app.mail.settled();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (leaks.length > 0) throw new Error(`Responses exposed secrets:\n${leaks.join("\n")}`);
    },
  };
}

/**
 * Every answer of every API test is scanned: a password, its hash or a password field in any body
 * fails the test file when its app closes. The OpenAPI description names the fields, so it is exempt.
 */
function watchForSecrets(app: App): string[] {
  const leaks: string[] = [];
  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.url.startsWith("/api/v1/docs")) return payload;
    const body = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : "";
    const found = findSecrets(body);
    if (found.length > 0) leaks.push(`${request.method} ${request.url}: ${found.join(", ")}`);
    return payload;
  });
  return leaks;
}
