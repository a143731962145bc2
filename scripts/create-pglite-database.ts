/**
 * Creates and migrates an embedded (PGlite) database in the folder given, as a site's first start
 * does, then exits. `npm run bench:newsletter` runs it in a process of its own: PGlite creating a
 * database (its initdb) peaks near 800 MB once in a site's life, which is not what sending costs.
 */
import { openDatabase } from "../server/db/client.ts";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: create-pglite-database.ts <data folder>");
  process.exit(2);
}
const database = await openDatabase({ driver: "pglite", dataDir: folder });
await database.migrate();
await database.close();
