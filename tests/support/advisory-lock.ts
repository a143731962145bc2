import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/**
 * Another instance mid-prune: a transaction holding the advisory lock `name` until `release()`.
 * Resolves once the lock is taken.
 */
export async function holdAdvisoryLock(db: Db, name: string): Promise<{ release(): Promise<void> }> {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
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
