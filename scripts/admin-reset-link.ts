/**
 * `npm run admin:reset-link -- <username>`: prints a one-time password reset link (30 minutes) for
 * an operator locked out of every account. Nothing is e-mailed; whoever runs this on the server
 * already holds its database.
 */
import { ConfigError, loadConfig } from "../server/config.ts";
import { configuredDatabase, openDatabase } from "../server/db/client.ts";
import { resetLinkForUsername } from "../server/modules/passwords/service.ts";

const username = process.argv[2]?.trim();
if (!username) {
  console.error("Usage: npm run admin:reset-link -- <username>");
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase(configuredDatabase(config));
  try {
    const link = await resetLinkForUsername(database.db, username, config.publicUrl);
    if (!link) {
      console.error(`No staff account is named "${username}".`);
      process.exitCode = 1;
    } else {
      console.log(`One-time reset link for "${link.username}" (valid until ${link.expiresAt}):\n\n  ${link.url}\n`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : "Making the link failed; see the error below.");
  if (!(error instanceof ConfigError)) console.error(error);
  process.exitCode = 1;
}
