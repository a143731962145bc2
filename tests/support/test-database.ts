import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { loadTestSettings } from "../../server/config.ts";
import { type Database, openDatabase, type StatementLog } from "../../server/db/client.ts";
import type { ListenTiming } from "../../server/db/notifications.ts";
import { DEFAULT_DATABASE_TIMEOUTS } from "../../server/db/timeouts.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

/**
 * A test's own database is never the one under test for outages (those pass their bounds, through a
 * proxy): a machine busy with other tests may take seconds to answer a probe, and must not have the
 * database marked down for it (issue 50: a suite immune to a busy machine).
 */
const BUSY_MACHINE_TIMEOUTS = { ...DEFAULT_DATABASE_TIMEOUTS, suspectMs: 5_000, probeMs: 30_000 } as const;

export const testDriver = (): "pglite" | "postgres" => (inject("postgresTemplate") ? "postgres" : "pglite");

/**
 * A migrated database with the base seed (roles, the test admin, the alert heading), private to the
 * caller: an in-memory PGlite, or a throw-away PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(logStatement?: StatementLog): Promise<Database> {
  if (testDriver() === "postgres") {
    const [database] = await createSharedTestDatabase(1, logStatement);
    return database;
  }
  const dump = await readFile(inject("pgliteTemplate"));
  return openDatabase({ driver: "pglite", loadDataDir: new Blob([dump]), logStatement });
}

/**
 * Several handles (each with its own pool, as several instances would have) on one throw-away
 * PostgreSQL database; the database is dropped once every handle is closed. PostgreSQL only.
 */
export async function createSharedTestDatabase(count: number, logStatement?: StatementLog): Promise<Database[]> {
  const copy = await copyOfTemplate("several instances need PostgreSQL (TEST_DATABASE_URL)");
  let open = count;
  return Promise.all(
    Array.from({ length: count }, async () =>
      droppedOnClose(
        await openDatabase({
          driver: "postgres",
          url: copy.url,
          poolSize: 5,
          timeouts: BUSY_MACHINE_TIMEOUTS,
          logStatement,
        }),
        async () => {
          if (--open === 0) await copy.drop();
        },
      ),
    ),
  );
}

/**
 * A throw-away PostgreSQL database reached through `port` on 127.0.0.1 (a proxy the test controls)
 * with the given bounds; dropped on close, directly. PostgreSQL only.
 */
export async function createTestDatabaseThrough(
  port: number,
  timeouts: { connectMs: number; statementMs: number; poolWaitMs?: number },
  listenTiming?: Partial<ListenTiming>,
): Promise<Database> {
  const [database] = await createSharedTestDatabaseThrough([port], timeouts, listenTiming);
  return database;
}

/**
 * Several handles on one throw-away PostgreSQL database, each reached through its port on 127.0.0.1
 * (a proxy the test controls) or directly (undefined); dropped once every handle is closed.
 */
export async function createSharedTestDatabaseThrough(
  ports: readonly (number | undefined)[],
  timeouts: { connectMs: number; statementMs: number; poolWaitMs?: number },
  listenTiming?: Partial<ListenTiming>,
  poolSize = 5,
): Promise<Database[]> {
  const copy = await copyOfTemplate("a database behind a proxy needs PostgreSQL (TEST_DATABASE_URL)");
  let open = ports.length;
  return Promise.all(
    ports.map(async (port) => {
      const url = new URL(copy.url);
      if (port !== undefined) {
        url.hostname = "127.0.0.1";
        url.port = String(port);
      }
      const database = await openDatabase({
        driver: "postgres",
        url: url.toString(),
        poolSize,
        timeouts,
        listenTiming,
      });
      return droppedOnClose(database, async () => {
        if (--open === 0) await copy.drop();
      });
    }),
  );
}

/**
 * A throw-away PostgreSQL database for another process to open (its URL), and how to drop it.
 * PostgreSQL only.
 */
export const createTestDatabaseUrl = () =>
  copyOfTemplate("a database another process opens needs PostgreSQL (TEST_DATABASE_URL)");

/** A new PostgreSQL database copied from the migrated template, and how to drop it. */
async function copyOfTemplate(withoutPostgres: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject("postgresTemplate");
  const { databaseUrl } = loadTestSettings();
  if (!template || !databaseUrl) throw new Error(withoutPostgres);
  const name = `agency_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(databaseUrl, `create database ${name} template ${template}`);
  await adminQuery(databaseUrl, `alter database ${name} set synchronous_commit = off`);
  return {
    url: withDatabase(databaseUrl, name),
    drop: async () => {
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function droppedOnClose(database: Database, drop: () => Promise<void>): Database {
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await drop();
    },
  };
}
