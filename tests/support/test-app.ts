import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type App, buildApp } from "../../server/app.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/client.ts";
import { testConfig } from "./test-config.ts";
import { createTestDatabase } from "./test-database.ts";

export type TestContext = { app: App; database: Database; config: AppConfig; close(): Promise<void> };

/** The whole application over a private database and data directory, driven with inject(). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  extend?: (app: App) => void | Promise<void>,
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "agency-app-"));
  const config = testConfig({ dataDir, ...overrides });
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, logger: false });
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
