import pg from "pg";
import { isServiceUnavailable } from "../errors/unavailable.ts";
import type { DatabaseHealth } from "./health.ts";

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose every connection and statement goes through the database's health (ADR 0147), and
 * whose lent clients always come back (ADR 0089).
 *
 * - While the database is down, a connection or statement is refused at once, never sent; one
 *   waiting for a connection or an answer when it goes down is abandoned at once (the client is
 *   dropped). One outstanding for long, or failing as unavailable, has the database probed.
 * - Drizzle runs a transaction on a client it takes with `connect()` and sends `begin` before its
 *   try/finally: when `begin` fails (the connection was cut, or a frozen network made it time out)
 *   the client is never released, and each such failure would shrink the pool by one until no
 *   request could get a connection, long after the database is back. Here a lent client whose query
 *   fails because the database is unavailable is handed back at once, with the error, so the pool
 *   drops it; a later `release()` by its borrower does nothing.
 */
export class LendingPool extends pg.Pool {
  readonly #health: DatabaseHealth;

  constructor(config: pg.PoolConfig, health: DatabaseHealth) {
    super(config);
    this.#health = health;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return this.#lend();
    // The callback form is pg-pool's own `pool.query`: its statement goes through the guard too.
    this.#lend().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  #lend(): Promise<pg.PoolClient> {
    const health = this.#health;
    if (health.down) return Promise.reject(health.refuse());
    // A connection lent after its borrower gave up is dropped: it may be one into a frozen network.
    return health.watch(super.connect(), (late) => late.release(true)).then((client) => guarded(client, health));
  }
}

type QueryCallback = (error: Error | undefined, result?: unknown) => void;

/** A query object that sends itself (a cursor, a stream): its own protocol, left as it is. */
const submitsItself = (query: unknown) =>
  typeof query === "object" && query !== null && "submit" in query && typeof query.submit === "function";

function guarded(client: pg.PoolClient, health: DatabaseHealth): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let returned = false;
  const giveBack = (err?: Error | boolean) => {
    if (returned) return;
    returned = true;
    // The client's own `query` again; `release` stays this no-op-once-done (pg-pool sets a new one
    // when it lends the client out again), since a borrower may still call it.
    Reflect.deleteProperty(client, "query");
    release(err);
  };
  const send = (args: unknown[]) => {
    health.counts.sent += 1;
    return new Promise<unknown>((resolve, reject) => {
      const answered: QueryCallback = (error, result) => (error ? reject(error) : resolve(result));
      Reflect.apply(query, client, [...args, answered]);
    });
  };
  client.release = giveBack;
  Reflect.set(client, "query", (...args: unknown[]) => {
    if (submitsItself(args[0])) return Reflect.apply(query, client, args);
    const last = args.at(-1);
    const callback = typeof last === "function" ? last : undefined;
    if (callback) args.pop();
    const result = health.down ? Promise.reject(health.refuse()) : health.watch(send(args), () => {});
    result.catch((error: unknown) => {
      if (isServiceUnavailable(error)) giveBack(error instanceof Error ? error : true);
    });
    if (!callback) return result;
    result.then(
      (answer) => Reflect.apply(callback, undefined, [undefined, answer]),
      (error: unknown) => Reflect.apply(callback, undefined, [error]),
    );
    return undefined;
  });
  return client;
}
