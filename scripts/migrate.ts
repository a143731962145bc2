/**
 * `npm run migrate`: applies the database migrations and nothing else, under the same advisory lock
 * `npm start` takes, so it can run while instances are starting (docs/deployment.md).
 */
import { ConfigError, loadConfig } from "../server/config.ts";
import { configuredDatabase, openDatabase } from "../server/db/client.ts";

try {
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config));
  try {
    await database.exclusively(() => database.migrate());
    console.log(`Migrations applied (${database.driver}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : "Migrating failed; see the error above.");
  if (!(error instanceof ConfigError)) console.error(error);
  process.exitCode = 1;
}
