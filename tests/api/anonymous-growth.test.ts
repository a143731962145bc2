import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SOURCES_PER_DAY, OTHER_SOURCE } from "../../domain/insights.ts";
import { ANONYMOUS_LOG_RETENTION_DAYS, ANONYMOUS_LOG_ROWS_PER_MINUTE } from "../../domain/request-logs.ts";
import { analyticsPageViews } from "../../server/modules/insights/schema.ts";
import { SourceCap } from "../../server/modules/insights/source-cap.ts";
import { MinuteBudget } from "../../server/modules/request-logs/minute-budget.ts";
import { requestLogs } from "../../server/modules/request-logs/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * What anonymous reads may add (issue 41): request-log rows at a bounded rate and for a shorter
 * time, and page-view sources up to a bound per day, the rest counted as "(other)" (ADR 0087).
 */
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const DAY = 24 * 60 * 60 * 1000;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // A page of its own: cached and counted as a page view, as the pages' catch-all is.
    app.get(
      "/growth-page",
      { config: { cache: { kinds: ["alertHeading"] }, pageView: () => "/growth-page" } },
      async (_request, reply) => reply.type("text/html; charset=utf-8").send("<p>page</p>"),
    );
  });
}, 120_000);
afterAll(() => ctx?.close());

describe("the request log under a flood of anonymous reads", () => {
  it("writes a bounded number of rows for anonymous calls, and every signed-in one", async () => {
    const { token } = await signInAsSuperAdmin(ctx);
    await ctx.app.requestLog.flush();
    const rows = async () => {
      const [anonymous] = await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(requestLogs)
        .where(isNull(requestLogs.username));
      const [staff] = await ctx.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(requestLogs)
        .where(eq(requestLogs.username, "admin"));
      return { anonymous: anonymous.n, staff: staff.n };
    };
    const before = await rows();
    for (let i = 0; i < 3 * ANONYMOUS_LOG_ROWS_PER_MINUTE; i++) {
      expect((await ctx.app.inject({ method: "GET", url: "/api/v1/alertHeader" })).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++)
      await ctx.app.inject({ method: "GET", url: "/api/v1/permission", headers: bearer(token) });
    await ctx.app.requestLog.flush();
    const after = await rows();
    // At most one minute's budget, or two when the run straddles a minute.
    expect(after.anonymous - before.anonymous).toBeLessThanOrEqual(2 * ANONYMOUS_LOG_ROWS_PER_MINUTE);
    expect(after.anonymous - before.anonymous).toBeGreaterThan(0);
    expect(after.staff - before.staff).toBe(5);
  });

  it("keeps anonymous rows for a shorter time than the staff's", async () => {
    const old = new Date(Date.now() - (ANONYMOUS_LOG_RETENTION_DAYS + 1) * DAY);
    const row = { method: "GET", route: "/api/v1/retention-probe", statusCode: 200, durationMs: 1, timestamp: old };
    await ctx.database.db.insert(requestLogs).values([row, { ...row, username: "admin" }]);
    await ctx.app.requestLog.prune();
    const left = await ctx.database.db
      .select()
      .from(requestLogs)
      .where(eq(requestLogs.route, "/api/v1/retention-probe"));
    expect(left.map((entry) => entry.username)).toEqual(["admin"]);
  });

  it("counts the minute's budget by the clock", () => {
    let now = 0;
    const budget = new MinuteBudget(2, () => now);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    expect(budget.takeRefused()).toBe(1);
    now += 60_000;
    expect(budget.take()).toBe(true);
    expect(budget.takeRefused()).toBe(0);
  });
});

describe("page views from a flood of invented sources", () => {
  it("keeps the day's first sources and counts the rest as (other)", async () => {
    const extra = 20;
    for (let i = 0; i < MAX_SOURCES_PER_DAY + extra; i++) {
      const answer = await ctx.app.inject({
        method: "GET",
        url: `/growth-page?utm_source=flood-${i}`,
        headers: { "user-agent": browser },
        remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}`,
      });
      expect(answer.statusCode).toBe(200);
    }
    await ctx.app.pageViews.flush();
    const rows = await ctx.database.db
      .select()
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.path, "/growth-page"));
    const sources = new Set(rows.map((row) => row.utmSource));
    expect(sources.size).toBe(MAX_SOURCES_PER_DAY + 1);
    const other = rows.filter((row) => row.utmSource === OTHER_SOURCE).reduce((sum, row) => sum + row.views, 0);
    expect(other).toBe(extra);
    expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(MAX_SOURCES_PER_DAY + extra);
  });

  it("starts a new day with room for new sources, referrers and campaigns alike", () => {
    const cap = new SourceCap(1);
    const view = (day: number, utmSource: string, referrerHost = "") => ({
      day,
      path: "/",
      referrerHost,
      utmSource,
      utmMedium: "",
      utmCampaign: "",
      device: "desktop" as const,
      entry: true,
    });
    expect(cap.admit(view(1, "a", "x.example")).utmSource).toBe("a");
    expect(cap.admit(view(1, "b", "y.example"))).toMatchObject({ utmSource: OTHER_SOURCE, referrerHost: OTHER_SOURCE });
    expect(cap.admit(view(1, "a")).utmSource).toBe("a");
    expect(cap.admit(view(2, "b")).utmSource).toBe("b");
  });
});
