import { type AnyColumn, and, desc, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  analyticsDayCampaigns as campaigns,
  analyticsDayDevices as devices,
  leadDays,
  analyticsDayReferrers as referrers,
  analyticsPathSpans as spans,
} from "../../db/schema/rollups.ts";
import { daySpans } from "./day-spans.ts";
import { dayOf, isoDay } from "./days.ts";
import { analyticsSourceVisitors as sourceVisitors, analyticsVisitors as visitors } from "./schema.ts";

/**
 * The insights read the rollups the database keeps beside the page views and leads (ADR 0110):
 * a period's figures cost a few hundred rows, or for the top pages a dozen spans' rows, whatever
 * the traffic.
 */

/** A period of whole UTC days, both ends included, as YYYY-MM-DD. */
export type Period = { from: string; to: string };

type DayColumn = typeof devices.day | typeof referrers.day | typeof campaigns.day | typeof visitors.day;
const inPeriod = (column: DayColumn | typeof sourceVisitors.day | typeof leadDays.day, period: Period) =>
  and(gte(column, period.from), lte(column, period.to));
const sum = (column: SQL | typeof devices.views) => sql<number>`coalesce(sum(${column}), 0)::int`;

export async function dailyTraffic(db: Db, period: Period) {
  const [pageViews, uniques] = [
    await db
      .select({ day: devices.day, pageViews: sum(devices.views) })
      .from(devices)
      .where(inPeriod(devices.day, period))
      .groupBy(devices.day),
    await db
      .select({ day: visitors.day, visitors: visitors.visitors })
      .from(visitors)
      .where(inPeriod(visitors.day, period)),
  ];
  return { pageViews, uniques };
}

/** Pages by views; `limit` for the screen, none for the CSV. */
export function pagesByViews(db: Db, period: Period, limit?: number) {
  const covering = daySpans(dayOf(Date.parse(period.from)), dayOf(Date.parse(period.to))).map(
    ({ level, start }) => sql`(${level}::smallint, ${isoDay(start)}::date)`,
  );
  const views = sql`${spans.views}`;
  const query = db
    .select({ path: spans.path, pageViews: sum(views), entries: sum(sql`${spans.entries}`) })
    .from(spans)
    .where(sql`(${spans.level}, ${spans.start}) in (${sql.join(covering, sql`, `)})`)
    .groupBy(spans.path)
    .orderBy(desc(sum(views)), spans.path);
  return limit ? query.limit(limit) : query;
}

/** Referring sites by the visits they began. */
export function referrersByVisits(db: Db, period: Period, limit?: number) {
  const query = db
    .select({ referrerHost: referrers.referrerHost, visits: sum(sql`${referrers.entries}`) })
    .from(referrers)
    .where(inPeriod(referrers.day, period))
    .groupBy(referrers.referrerHost)
    .having(sql`sum(${referrers.entries}) > 0`)
    .orderBy(desc(sum(sql`${referrers.entries}`)), referrers.referrerHost);
  return limit ? query.limit(limit) : query;
}

/** Campaigns (UTM source, medium and campaign together) by the visits they began. */
export function campaignsByVisits(db: Db, period: Period, limit?: number) {
  const query = db
    .select({
      utmSource: campaigns.utmSource,
      utmMedium: campaigns.utmMedium,
      utmCampaign: campaigns.utmCampaign,
      visits: sum(sql`${campaigns.entries}`),
    })
    .from(campaigns)
    .where(inPeriod(campaigns.day, period))
    .groupBy(campaigns.utmSource, campaigns.utmMedium, campaigns.utmCampaign)
    .having(sql`sum(${campaigns.entries}) > 0`)
    .orderBy(desc(sum(sql`${campaigns.entries}`)), campaigns.utmSource, campaigns.utmMedium, campaigns.utmCampaign);
  return limit ? query.limit(limit) : query;
}

export function visitorsBySource(db: Db, period: Period) {
  return db
    .select({ source: sourceVisitors.source, visitors: sql<number>`sum(${sourceVisitors.visitors})::int` })
    .from(sourceVisitors)
    .where(inPeriod(sourceVisitors.day, period))
    .groupBy(sourceVisitors.source);
}

export function viewsByDevice(db: Db, period: Period) {
  return db
    .select({ device: devices.device, pageViews: sum(devices.views) })
    .from(devices)
    .where(inPeriod(devices.day, period))
    .groupBy(devices.device)
    .orderBy(desc(sum(devices.views)));
}

export type LeadTally = {
  kind: "enquiry" | "application";
  day: string;
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  leads: number;
};

/**
 * Enquiries and applications of the period by day, source (UTM source, else the referring site) and
 * campaign: every count the screen shows of them, in one small result.
 */
export async function leadTallies(db: Db, period: Period): Promise<LeadTally[]> {
  const orNull = (column: AnyColumn) => sql<string | null>`nullif(${column}, '')`;
  const rows = await db
    .select({
      kind: leadDays.kind,
      day: sql<string>`to_char(${leadDays.day}, 'YYYY-MM-DD')`,
      source: orNull(leadDays.source),
      utmSource: orNull(leadDays.utmSource),
      utmMedium: orNull(leadDays.utmMedium),
      utmCampaign: orNull(leadDays.utmCampaign),
      leads: sql<number>`sum(${leadDays.leads})::int`,
    })
    .from(leadDays)
    .where(inPeriod(leadDays.day, period))
    .groupBy(leadDays.kind, leadDays.day, leadDays.source, leadDays.utmSource, leadDays.utmMedium, leadDays.utmCampaign)
    .having(sql`sum(${leadDays.leads}) <> 0`);
  return rows;
}
