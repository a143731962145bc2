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

  it("still applies a query's parsers for other types", async () => {
    const { rows } = await client.query("select 42 as answer", [], { parsers: { [types.INT4]: (v) => `#${v}` } });
    expect(rows).toEqual([{ answer: "#42" }]);
  });
});
