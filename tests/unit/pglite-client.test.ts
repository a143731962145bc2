import { types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteClient } from "../../server/db/pglite-client.ts";

let client: Awaited<ReturnType<typeof openPgliteClient>>;

beforeAll(async () => {
  client = await openPgliteClient({});
});
afterAll(() => client?.close());

const temporal = `select timestamptz '2024-01-02 03:04:05+00' as at, date '2024-01-02' as day,
  interval '1 day' as span, array[date '2024-01-02'] as days, 42 as answer`;

/** What drizzle's PGlite driver hands every query (drizzle-orm/pglite/session.js). */
const drizzleOptions = {
  rowMode: "object" as const,
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [
      type,
      (value: string) => value,
    ]),
  ),
};

describe("the embedded database's client", () => {
  it("reads dates, times and intervals as text, other types as values, with or without drizzle's parsers", async () => {
    for (const options of [undefined, drizzleOptions]) {
      const { rows } = await client.query(temporal, [], options);
      expect(rows).toEqual([
        { at: "2024-01-02 03:04:05+00", day: "2024-01-02", span: "1 day", days: "{2024-01-02}", answer: 42 },
      ]);
    }
  });

  it("does the same inside a transaction", async () => {
    const rows = await client.transaction(async (tx) => (await tx.query(temporal, [], drizzleOptions)).rows);
    expect(rows).toEqual([
      { at: "2024-01-02 03:04:05+00", day: "2024-01-02", span: "1 day", days: "{2024-01-02}", answer: 42 },
    ]);
  });

  it("lets the event loop turn while queries keep coming, and runs every one of them", async () => {
    // Each takes a millisecond or more on any machine, so twenty outlast the 5 ms slice many times over.
    const heavy = "select count(*)::int + $1::int as n from generate_series(1, 50000)";
    let finished = 0;
    const queries = Array.from({ length: 20 }, (_, i) =>
      client.query<{ n: number }>(heavy, [i]).then(({ rows }) => {
        finished += 1;
        return rows[0].n - 50000;
      }),
    );
    const finishedAtTheNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    expect(await Promise.all(queries)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // Unsliced, all twenty ran before the loop turned (each resumes the next in the same promise chain).
    expect(finishedAtTheNextTurn).toBeLessThan(20);
  });

  it("still applies a query's parsers for other types", async () => {
    const { rows } = await client.query("select 42 as answer", [], { parsers: { [types.INT4]: (v) => `#${v}` } });
    expect(rows).toEqual([{ answer: "#42" }]);
  });
});
