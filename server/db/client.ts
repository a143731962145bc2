import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Assume } from "drizzle-orm/utils";
import pg from "pg";
import { migrationsFolder } from "../paths.ts";
import { withAdvisoryLock } from "./advisory-lock.ts";
import { DatabaseHealth } from "./health.ts";
import { LendingPool } from "./lending-pool.ts";
import { DEFAULT_LISTEN_TIMING, type ListenTiming, listen, type NotificationHandlers } from "./notifications.ts";
import { postgresProbe } from "./probe.ts";
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from "./timeouts.ts";

/**
 * What both drivers answer a raw statement (`db.execute`) with: node-postgres' QueryResult and
 * PGlite's Results differ elsewhere, but both carry the rows.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: WithRows<Assume<this["row"], Record<string, unknown>>>;
}
type WithRows<Row> = { rows: Row[] };
/** The driver-independent Drizzle handle every query module receives. */
export type Db = PgDatabase<RowsQueryResultHKT>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * Hears what other instances NOTIFY on a channel (docs/api.md "Running several instances"). An
   * embedded database has no other instance, so there it hears nothing.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `work` (migrating, seeding) while no other instance runs its own: on PostgreSQL under an
   * advisory lock; an embedded database belongs to one process anyway.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Runs the pending migrations of `folder` (the app's own by default; a restore runs a prefix). */
  migrate(folder?: string): Promise<void>;
  /**
   * Whether the database answers, as every request of the instance sees it (ADR 0147): while it is
   * down, work is refused at once instead of waiting for a timeout. The embedded database is never down.
   */
  health: DatabaseHealth;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** What opening the database reads of the configuration (server/config.ts). */
export type DatabaseSettings = { databaseUrl: string | undefined; dataDir: string; databaseTimeouts: DatabaseTimeouts };

/** Hears every statement the app sends (tests count a write's statements by it); none in production. */
export type StatementLog = (statement: string) => void;

export type DatabaseOptions =
  | {
      driver: "postgres";
      url: string;
      poolSize?: number;
      timeouts?: DatabaseTimeouts;
      /** How the LISTEN connection retries and checks it is alive (tests shorten it). */
      listenTiming?: Partial<ListenTiming>;
      logStatement?: StatementLog;
    }
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob; logStatement?: StatementLog };

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export const configuredDatabase = (config: DatabaseSettings): DatabaseOptions =>
  config.databaseUrl
    ? { driver: "postgres", url: config.databaseUrl, timeouts: config.databaseTimeouts }
    : { driver: "pglite", dataDir: config.dataDir };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === "postgres"
    ? openPostgres(
        options.url,
        options.poolSize,
        options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS,
        options.listenTiming,
        options.logStatement,
      )
    : openPglite(options);
}

/**
 * PostgreSQL's default 128 MB of shared buffers would be most of an instance's memory; the site's
 * whole database is a few megabytes, and the operating system caches the files besides.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB"];

/**
 * Embedded PostgreSQL (WASM) in DATA_DIR/pglite, or in memory when no directory is given. Loaded
 * only when used: an instance on a PostgreSQL server never pays for the WASM module.
 */
async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  logStatement?: StatementLog;
}): Promise<Database> {
  const [{ openPgliteClient }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("./pglite-client.ts"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await openPgliteClient({ dataDir, loadDataDir: options.loadDataDir, postgresqlconf: PGLITE_SETTINGS });
  const db: Db = drizzlePglite({ client, logger: loggerOf(options.logStatement) });
  return handle(
    db,
    "pglite",
    (folder = migrationsFolder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
    () => client.close(),
    {
      listen: async () => async () => {},
      exclusively: (work) => work(),
      // It runs in the process: nothing can freeze between them, so nothing is ever probed.
      health: new DatabaseHealth(undefined, { suspectAfterMs: 0, probeEveryMs: 0 }),
    },
  );
}

/** The advisory lock instances take turns on to migrate and seed. */
const STARTUP_LOCK = "agency-platform:migrate-and-seed";

/** Drizzle's logger for a statement log: none at all when nothing listens. */
const loggerOf = (log: StatementLog | undefined) => (log ? { logQuery: (query: string) => log(query) } : false);

/** While the database is down it is asked again this often: back within a quarter of a second. */
const PROBE_EVERY_MS = 250;

async function openPostgres(
  url: string,
  poolSize: number | undefined,
  timeouts: DatabaseTimeouts,
  listenTiming: Partial<ListenTiming> | undefined,
  logStatement?: StatementLog,
): Promise<Database> {
  const health = new DatabaseHealth(postgresProbe(url, timeouts.probeMs ?? DEFAULT_DATABASE_TIMEOUTS.probeMs), {
    suspectAfterMs: timeouts.suspectMs ?? DEFAULT_DATABASE_TIMEOUTS.suspectMs,
    probeEveryMs: PROBE_EVERY_MS,
  });
  const pool = new LendingPool(
    {
      connectionString: url,
      max: poolSize ?? 10,
      // Two bounds (ADR 0089): the pool's own is how long a request waits for a connection, a free one
      // or a new one, and is long enough for a burst to queue; each client gives up opening its
      // connection sooner. Neither decides that the database is away: the health's probe does, and
      // abandons whatever is still waiting then (ADR 0147).
      connectionTimeoutMillis: Math.max(timeouts.poolWaitMs ?? 0, timeouts.connectMs),
      Client: clientOpeningWithin(timeouts.connectMs),
      // The server cancels a statement that runs too long; if the network itself is gone the server
      // can't say so, and the client gives up a second later. Keepalive finds dead idle connections.
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 1000,
      keepAlive: true,
      // No JIT (ADR 0223): it compiled the media uses' query, estimated past its threshold on an empty
      // site, for 1.6–2.1 s on every read of a picture, to run it in under a millisecond.
      options: "-c jit=off",
    },
    health,
  );
  // A connection lost while idle in the pool is reported here; one lost while a request holds it
  // (a transaction) is reported on the client, which pg-pool leaves without a listener while it is
  // lent out: without one of our own, Node would end the process on the `error` event. The request
  // holding it gets the same error from its query and answers 503.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db: Db = drizzlePg({ client: pool, logger: loggerOf(logStatement) });
  return handle(
    db,
    "postgres",
    (folder = migrationsFolder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
    () => pool.end(),
    {
      health,
      listen: (channel, handlers) => listen(url, channel, handlers, { ...DEFAULT_LISTEN_TIMING, ...listenTiming }),
      exclusively: (work) => withAdvisoryLock(url, STARTUP_LOCK, work),
    },
  );
}

/**
 * A client that gives up opening its connection after `connectMs`, whatever bound the pool gives it
 * for waiting (pg-pool hands its own options to every client it makes).
 */
function clientOpeningWithin(connectMs: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(typeof config === "object" ? { ...config, connectionTimeoutMillis: connectMs } : config);
    }
  };
}

/** The same life cycle for both drivers: a closed database fails its ping and closes only once. */
function handle(
  db: Db,
  driver: Database["driver"],
  migrate: (folder?: string) => Promise<void>,
  closeClient: () => Promise<void>,
  coordination: Pick<Database, "listen" | "exclusively" | "health">,
): Database {
  let closed = false;
  return {
    db,
    driver,
    ...coordination,
    migrate,
    ping: async () => {
      if (closed) throw new Error("database is closed");
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      coordination.health.close();
      await closeClient();
    },
  };
}
