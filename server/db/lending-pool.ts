import pg from "pg";
import { isServiceUnavailable } from "../errors/unavailable.ts";

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose lent clients always come back. Drizzle runs a transaction on a client it takes with
 * `connect()` and sends `begin` before its try/finally: when `begin` fails (the connection was cut,
 * or a frozen network made it time out) the client is never released, and each such failure would
 * shrink the pool by one until no request could get a connection, long after the database is back.
 * Here a lent client whose query fails because the database is unavailable is handed back at once,
 * with the error, so the pool drops it; a later `release()` by its borrower does nothing.
 */
export class LendingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // The callback form is pg-pool's own `pool.query`, which already releases on every outcome.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(guarded);
  }
}

function guarded(client: pg.PoolClient): pg.PoolClient {
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
  client.release = giveBack;
  Reflect.set(client, "query", (...args: unknown[]) => {
    const result: unknown = Reflect.apply(query, client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isServiceUnavailable(error)) giveBack(error instanceof Error ? error : true);
      });
    }
    return result;
  });
  return client;
}
