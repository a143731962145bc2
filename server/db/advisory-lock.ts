import pg from "pg";

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name`, so that instances starting
 * together take turns (the second waits, then finds the work done). The lock lives on a connection
 * of its own: advisory locks belong to a session, and the work itself uses the pool.
 */
export async function withAdvisoryLock<T>(url: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
