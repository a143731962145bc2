import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upgradeFrom } from "../support/migration-upgrade.ts";
import { testDriver } from "../support/test-database.ts";

describe(`the lead pipeline migration on ${testDriver()}`, () => {
  it("moves completed enquiries to won and pending ones to new, and derives the status from then on", async () => {
    const rows = await upgradeFrom(
      "lead_pipeline",
      async (run) => {
        await run(sql`
          insert into enquiries (fullname, phone, email, address, message, status) values
            ('Still pending', '03001234567', 'p@example.com', 'x', 'hello there', 'pending'),
            ('Dealt with', '03001234567', 'c@example.com', 'x', 'hello there', 'completed')`);
      },
      async (run) => (await run(sql`select fullname, stage, status, owner_id from enquiries order by fullname`)).rows,
    );
    expect(rows).toEqual([
      { fullname: "Dealt with", stage: "won", status: "completed", owner_id: null },
      { fullname: "Still pending", stage: "new", status: "pending", owner_id: null },
    ]);
  }, 60_000);
});
