import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/**
 * Another session mid-work: a transaction that has run `statement` (taking its lock) and holds it
 * until `release()`. Resolves once the lock is taken.
 */
export async function holdInTransaction(db: Db, statement: SQL): Promise<{ release(): Promise<void> }> {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await tx.execute(statement);
    locked();
    await finished;
  });
  await lockTaken;
  return {
    release: async () => {
      finish();
      await holder;
    },
  };
}

/** Another instance mid-prune: a transaction holding the advisory lock `name` until `release()`. */
export const holdAdvisoryLock = (db: Db, name: string) =>
  holdInTransaction(db, sql`select pg_advisory_xact_lock(hashtext(${name}))`);
