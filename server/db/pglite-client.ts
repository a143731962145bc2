import { PGlite, type PGliteOptions, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** Values drizzle reads as PostgreSQL's text and maps itself: dates, times, intervals and their arrays. */
const asText = (value: string) => value;
const TEXT_READ_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const textReadTypes = new Set<number>(TEXT_READ_TYPES);

/** A query's options without its parsers when they are drizzle's (the instance's own); others still apply. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options;
  const { parsers, ...rest } = options;
  return Object.keys(parsers).every((type) => textReadTypes.has(Number(type))) ? rest : options;
}

function transactionWithoutParsers(tx: Transaction): Transaction {
  return {
    query: (query, params, options) => tx.query(query, params, withoutParsers(options)),
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (query, options) => tx.exec(query, withoutParsers(options)),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  };
}

/**
 * How long the database may hold one turn of the event loop. PGlite runs a query on the loop itself,
 * in the promise chain of the request that asked, so a turn ran every query that became ready in it,
 * one after another. Node accepts one new connection per turn: 50 signed-in callers kept turns at
 * 60–100 ms and held new connections for up to three seconds. Past this much, a query waits for the
 * next turn, and whatever else is ready (a connection, a cached answer, a timer) goes first.
 */
const LOOP_SLICE_MS = 5;

/**
 * Runs the database's work one piece after another, each taking its turn when the one before it has
 * finished: the slice is checked as a query starts, not when it was asked for (50 requests read in
 * one turn would otherwise all be let through at once).
 */
class LoopSlices {
  #since: number | undefined;
  #last: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#last.then(async () => {
      await this.#turn();
      return work();
    });
    this.#last = result.catch(() => undefined);
    return result;
  }

  async #turn(): Promise<void> {
    for (;;) {
      const now = performance.now();
      if (this.#since === undefined) {
        this.#since = now;
        setImmediate(() => {
          this.#since = undefined;
        });
        return;
      }
      if (now - this.#since < LOOP_SLICE_MS) return;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}

/**
 * PGlite as drizzle drives it (ADR 0085), taking turns with the rest of the event loop. Drizzle
 * hands every query the same parsers (the types above, read as text), and PGlite then copies its
 * whole table of parsers (some 340, one per type and array type of the database) into a new object
 * for that one query: about a tenth of a signed-in API call's time. The parsers are set on the
 * instance once instead, and a query's own are dropped.
 */
class PgliteForDrizzle extends PGlite {
  readonly #slices = new LoopSlices();

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return this.#slices.run(() => super.query<T>(query, params, withoutParsers(options)));
  }

  override exec(query: string, options?: QueryOptions) {
    return this.#slices.run(() => super.exec(query, withoutParsers(options)));
  }

  /** A transaction waits for its turn once; its statements then run together (it holds the database). */
  override transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return this.#slices.run(() => super.transaction((tx) => callback(transactionWithoutParsers(tx))));
  }
}

/** An embedded database, ready for drizzle's PGlite driver. */
export async function openPgliteClient(options: Omit<PGliteOptions, "parsers" | "extensions">): Promise<PGlite> {
  // pg_trgm: the lists' search indexes (ADR 0092), the same migration as on a PostgreSQL server.
  const client = new PgliteForDrizzle({ ...options, extensions: { pg_trgm } });
  await client.waitReady;
  // After start, which sets a parser for every array type the database has.
  for (const type of TEXT_READ_TYPES) client.parsers[type] = asText;
  return client;
}
