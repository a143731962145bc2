import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The driver-independent Drizzle handle every query module receives. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions =
  | { driver: "postgres"; url: string; poolSize?: number }
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === "postgres" ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

/** Embedded PostgreSQL (WASM) in DATA_DIR/pglite, or in memory when no directory is given. */
async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return handle(
    db,
    "pglite",
    () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    () => client.close(),
  );
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return handle(
    db,
    "postgres",
    () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    () => pool.end(),
  );
}

/** The same life cycle for both drivers: a closed database fails its ping and closes only once. */
function handle(
  db: Db,
  driver: Database["driver"],
  migrate: () => Promise<void>,
  closeClient: () => Promise<void>,
): Database {
  let closed = false;
  return {
    db,
    driver,
    migrate,
    ping: async () => {
      if (closed) throw new Error("database is closed");
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}
