import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardCounts } from "../../domain/dashboard.ts";
import { jobs } from "../../server/db/schema/content.ts";
import { type applications, enquiries } from "../../server/db/schema/people.ts";
import { dayOf, isoDay } from "../../server/modules/insights/days.ts";
import { writePageViews } from "../../server/modules/insights/page-view-writes.ts";
import { readInsights } from "../../server/modules/insights/read-insights.ts";
import { analyticsPageViews } from "../../server/modules/insights/schema.ts";
import { bearer, signInAsSuperAdmin } from "../support/admins.ts";
import { insertJob } from "../support/content-fixtures.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";

/**
 * The figures the database keeps beside the rows (ADR 0110): after inserts, updates, deletes and a
 * truncate they equal what counting the rows gives.
 */
let ctx: TestContext;
let root: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  root = bearer((await signInAsSuperAdmin(ctx)).token);
});
afterAll(() => ctx.close());

const counts = async (): Promise<DashboardCounts> =>
  (await ctx.app.inject({ method: "GET", url: "/api/v1/count/get-all-counts", headers: root })).json().data;

const countWhere = async (table: typeof enquiries | typeof applications, where?: ReturnType<typeof sql>) => {
  const [{ n }] = await ctx.database.db.select({ n: count() }).from(table).where(where);
  return n;
};

const enquiry = (i: number) => ({
  fullname: `Lead ${i}`,
  phone: "03001234567",
  email: `lead${i}@example.com`,
  address: "Lahore",
  message: "A message about a website",
  stage: (["new", "contacted", "qualified", "won", "lost"] as const)[i % 5],
  utmSource: i % 2 === 0 ? "mail" : null,
  referrerHost: i % 3 === 0 ? "search.example" : null,
  createdAt: new Date(Date.now() - (i % 40) * 24 * 3600 * 1000),
});

describe("the dashboard's tallies", () => {
  it("equal the rows' counts through inserts, stage changes, deletes and a truncate", async () => {
    const db = ctx.database.db;
    const e = enquiries;
    await db.insert(e).values(Array.from({ length: 37 }, (_, i) => enquiry(i)));
    await db.insert(e).values(enquiry(100));
    await db.update(e).set({ stage: "won" }).where(sql`${e.stage} = 'new'`);
    await db.delete(e).where(sql`${e.fullname} like 'Lead 1%'`);
    // A transaction that fails leaves the tallies as they were.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(e).values(enquiry(200));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");

    const expected = {
      enquire: await countWhere(e),
      CompletedCount: await countWhere(e, sql`${e.status} = 'completed'`),
      PendingCount: await countWhere(e, sql`${e.status} = 'pending'`),
      openByStage: {
        enquiries: {
          new: await countWhere(e, sql`${e.stage} = 'new'`),
          contacted: await countWhere(e, sql`${e.stage} = 'contacted'`),
          qualified: await countWhere(e, sql`${e.stage} = 'qualified'`),
        },
      },
    };
    expect(expected.enquire).toBeGreaterThan(0);
    expect(expected.openByStage.enquiries.new).toBe(0);
    expect(await counts()).toMatchObject(expected);

    const job = await insertJob(db, { title: "Dev" });
    expect((await counts()).jobCount).toBe(1);
    await db.delete(jobs).where(sql`${jobs.id} = ${job.id}`);
    await db.execute(sql`truncate ${e} cascade`);
    expect(await counts()).toMatchObject({ enquire: 0, CompletedCount: 0, PendingCount: 0, jobCount: 0 });
  });
});

describe("the insights' rollups", () => {
  it("give the figures the page views and leads themselves give, for every period", async () => {
    const db = ctx.database.db;
    const today = dayOf(Date.now());
    const rows = Array.from({ length: 400 }, (_, i) => ({
      day: today - (i % 95),
      path: `/page/${i % 13}`,
      referrerHost: i % 4 === 0 ? `site${i % 3}.example` : "",
      utmSource: i % 5 === 0 ? "mail" : "",
      utmMedium: i % 10 === 0 ? "email" : "",
      utmCampaign: "",
      device: (["mobile", "tablet", "desktop"] as const)[i % 3],
      views: 1 + (i % 7),
      entries: i % 2,
    }));
    await writePageViews(db, rows);
    // The same rows again: the stored rows are updated, and the rollups follow.
    await writePageViews(db, rows.slice(0, 150));
    await db.insert(enquiries).values(Array.from({ length: 30 }, (_, i) => enquiry(i)));

    for (const days of [7, 30, 90] as const) {
      const from = isoDay(today - days + 1);
      const to = isoDay(today);
      const insights = await readInsights(db, days, Date.now());
      const v = analyticsPageViews;
      const direct = await db.execute<{ path: string; views: number; entries: number }>(sql`
        select ${v.path} as path, sum(${v.views})::int as views, sum(${v.entries})::int as entries from ${v}
        where ${v.day} between ${from} and ${to} group by 1 order by 2 desc, 1`);
      expect(insights.topPages).toEqual(
        direct.rows.map((row) => ({ path: row.path, pageViews: row.views, entries: row.entries })),
      );
      const byDevice = await db.execute<{ device: string; views: number }>(sql`
        select ${v.device} as device, sum(${v.views})::int as views from ${v}
        where ${v.day} between ${from} and ${to} group by 1 order by 1`);
      expect([...insights.devices].sort((a, b) => a.device.localeCompare(b.device))).toEqual(
        byDevice.rows.map((row) => ({ device: row.device, pageViews: row.views })),
      );
      const referred = await db.execute<{ host: string; visits: number }>(sql`
        select ${v.referrerHost} as host, sum(${v.entries})::int as visits from ${v}
        where ${v.day} between ${from} and ${to} and ${v.referrerHost} <> '' group by 1 having sum(${v.entries}) > 0
        order by 2 desc, 1`);
      expect(insights.topReferrers).toEqual(
        referred.rows.map((row) => ({ referrerHost: row.host, visits: row.visits })),
      );
      const e = enquiries;
      const leads = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${e} where (${e.createdAt} at time zone 'UTC')::date between ${from} and ${to}`);
      expect(insights.conversion.enquiries).toBe(leads.rows[0].n);
      expect(insights.daily.reduce((sum, day) => sum + day.pageViews, 0)).toBe(
        direct.rows.reduce((sum, row) => sum + row.views, 0),
      );
    }
  });
});
