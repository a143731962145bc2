import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_OTHER, NOT_FOUND_RETENTION_DAYS } from "../../domain/redirects.ts";
import { auditLog } from "../../server/engines/audit-trail/schema.ts";
import { NOT_FOUND_RETENTION_LOCK } from "../../server/modules/redirects/not-found-retention.ts";
import { notFoundPaths } from "../../server/modules/redirects/schema.ts";
import { holdAdvisoryLock } from "../support/advisory-lock.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testDriver } from "../support/test-database.ts";

/**
 * The 404 log's retention (ADR 0170): an address not seen for NOT_FOUND_RETENTION_DAYS is removed by
 * the daily job, an ignored one stays, and nothing else is written. The app's clock is the test's.
 */
const DAY = 24 * 60 * 60 * 1000;
let now = Date.UTC(2026, 10, 20, 9, 0, 0);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, undefined, "off", false, () => now);
});
afterAll(() => ctx.close());

/** An address last seen `daysAgo` days before the app's clock (first seen a week earlier). */
const seen = (path: string, daysAgo: number, extra: { ignored?: boolean; probe?: boolean } = {}) => ({
  path,
  hits: 3,
  firstSeen: new Date(now - (daysAgo + 7) * DAY),
  lastSeen: new Date(now - daysAgo * DAY),
  referrerHost: "news.example",
  ...extra,
});
const rows = () => ctx.database.db.select().from(notFoundPaths).orderBy(notFoundPaths.path);
const auditCount = async () => (await ctx.database.db.select().from(auditLog)).length;

describe("the 404 log's retention", () => {
  it("keeps an address 90 days after it was last seen", () => {
    expect(NOT_FOUND_RETENTION_DAYS).toBe(90);
  });

  it("removes the addresses not seen for the retention, keeps the recent and the ignored ones, and writes nothing else", async () => {
    await ctx.database.db
      .insert(notFoundPaths)
      .values([
        seen("/long-gone", 400),
        seen("/just-past", NOT_FOUND_RETENTION_DAYS + 1),
        seen("/wp-login.php", 120, { probe: true }),
        seen(NOT_FOUND_OTHER, 95),
        seen("/at-the-limit", NOT_FOUND_RETENTION_DAYS),
        seen("/recent", 2),
        seen("/ignored-long-ago", 400, { ignored: true }),
      ]);
    const before = await rows();
    const audited = await auditCount();

    expect(await ctx.app.notFoundLog.prune()).toBe(4);
    const kept = ["/at-the-limit", "/ignored-long-ago", "/recent"];
    // What stays is exactly as it was: the prune changed no row it kept, and recorded nothing.
    expect(await rows()).toEqual(before.filter((row) => kept.includes(row.path)));
    expect(await auditCount()).toBe(audited);

    // A second run finds nothing more; a day later the address at the limit goes too.
    expect(await ctx.app.notFoundLog.prune()).toBe(0);
    now += DAY;
    expect(await ctx.app.notFoundLog.prune()).toBe(1);
    expect((await rows()).map((row) => row.path)).toEqual(["/ignored-long-ago", "/recent"]);
  });

  it("is safe to run from several instances at once", async () => {
    await ctx.database.db.insert(notFoundPaths).values([seen("/old-one", 200), seen("/old-two", 300)]);
    const results = await Promise.all([
      ctx.app.notFoundLog.prune(),
      ctx.app.notFoundLog.prune(),
      ctx.app.notFoundLog.prune(),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await rows()).map((row) => row.path)).toEqual(["/ignored-long-ago", "/recent"]);
  });

  it.runIf(testDriver() === "postgres")("an instance finding another one pruning leaves it to that one", async () => {
    await ctx.database.db.insert(notFoundPaths).values(seen("/held-back", 200));
    const other = await holdAdvisoryLock(ctx.database.db, NOT_FOUND_RETENTION_LOCK);
    expect(await ctx.app.notFoundLog.prune()).toBe(0);
    await other.release();
    expect(await ctx.app.notFoundLog.prune()).toBe(1);
    expect((await rows()).map((row) => row.path)).not.toContain("/held-back");
  });
});
