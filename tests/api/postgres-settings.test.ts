import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/rows.ts";
import { createTestApp } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

describe.skipIf(testDriver() !== "postgres")("the app's PostgreSQL connections", () => {
  it("run without JIT, which compiled short statements for seconds (ADR 0223)", async () => {
    const ctx = await createTestApp();
    try {
      // Several at once, so that the pool opens more than one connection: each is set up alike.
      const settings = await Promise.all(
        Array.from({ length: 3 }, async () =>
          rowsOf<{ jit: string }>(
            await ctx.database.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
          ),
        ),
      );
      expect(settings.flat().map((row) => row.jit)).toEqual(["off", "off", "off"]);
    } finally {
      await ctx.close();
    }
  });
});
