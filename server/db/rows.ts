/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, typed differently. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
