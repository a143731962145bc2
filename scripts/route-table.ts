/**
 * `npm run docs:routes`: builds the app on an empty in-memory database and writes docs/routes.md,
 * the table of every /api/v1 route with its access rule and the module file that declares it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { projectRoot } from "../server/paths.ts";
import { routeTableMarkdown } from "./route-table/render.ts";

const routeTablePath = path.join(projectRoot, "docs", "routes.md");

const dataDir = await mkdtemp(path.join(os.tmpdir(), "route-table-"));
const database = await openDatabase({ driver: "pglite" });
try {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: "routes",
    ADMIN_PASSWORD: "Route-table-1",
    SEED_DEMO: "false",
    PUBLIC_URL: "http://localhost:3000",
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  await writeFile(routeTablePath, routeTableMarkdown(app.routeModules));
  await app.close();
  console.log(`Wrote ${path.relative(projectRoot, routeTablePath)} (${app.routeModules.length} routes).`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
