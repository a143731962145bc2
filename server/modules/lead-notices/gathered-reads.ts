/**
 * Reads asked for one key at a time, made together: the keys asked for within `windowMs` of the
 * first are read by one call of `readMany`, and each caller gets its own row (null when there is
 * none). On the embedded database every statement takes its turn on the one thread that also answers
 * visitors and staff: at twenty enquiries a second, the notices' reads of each lead were forty turns
 * a second that an e-mail, sent in the background anyway, can wait a moment for (ADR 0289).
 */
export function gatheredReads<Row>(
  readMany: (keys: readonly string[]) => Promise<ReadonlyMap<string, Row>>,
  windowMs: number,
): (key: string) => Promise<Row | null> {
  let waiting: { keys: Set<string>; rows: Promise<ReadonlyMap<string, Row>> } | undefined;
  return (key) => {
    if (waiting === undefined) {
      const keys = new Set<string>();
      const rows = new Promise<ReadonlyMap<string, Row>>((resolve) => setTimeout(resolve, windowMs)).then(() => {
        // Keys asked for from now on start a gathering of their own.
        waiting = undefined;
        return readMany([...keys]);
      });
      waiting = { keys, rows };
    }
    waiting.keys.add(key);
    return waiting.rows.then((rows) => rows.get(key) ?? null);
  };
}
