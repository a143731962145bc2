import { and, desc, gte, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  analyticsSourceVisitors as sourceVisitors,
  analyticsPageViews as views,
  analyticsVisitors as visitors,
} from "../../db/schema.ts";

/** A period of whole UTC days, both ends included, as YYYY-MM-DD. */
export type Period = { from: string; to: string };

const inPeriod = (column: typeof views.day | typeof visitors.day | typeof sourceVisitors.day, period: Period) =>
  and(gte(column, period.from), lte(column, period.to));
const sum = (column: typeof views.views | typeof views.entries) => sql<number>`coalesce(sum(${column}), 0)::int`;

export async function dailyTraffic(db: Db, period: Period) {
  const [pageViews, uniques] = [
    await db
      .select({ day: views.day, pageViews: sum(views.views) })
      .from(views)
      .where(inPeriod(views.day, period))
      .groupBy(views.day),
    await db
      .select({ day: visitors.day, visitors: visitors.visitors })
      .from(visitors)
      .where(inPeriod(visitors.day, period)),
  ];
  return { pageViews, uniques };
}

/** Pages by views; `limit` for the screen, none for the CSV. */
export function pagesByViews(db: Db, period: Period, limit?: number) {
  const query = db
    .select({ path: views.path, pageViews: sum(views.views), entries: sum(views.entries) })
    .from(views)
    .where(inPeriod(views.day, period))
    .groupBy(views.path)
    .orderBy(desc(sum(views.views)), views.path);
  return limit ? query.limit(limit) : query;
}

/** Referring sites by the visits they began. */
export function referrersByVisits(db: Db, period: Period, limit?: number) {
  const query = db
    .select({ referrerHost: views.referrerHost, visits: sum(views.entries) })
    .from(views)
    .where(and(inPeriod(views.day, period), ne(views.referrerHost, "")))
    .groupBy(views.referrerHost)
    .having(sql`sum(${views.entries}) > 0`)
    .orderBy(desc(sum(views.entries)), views.referrerHost);
  return limit ? query.limit(limit) : query;
}

/** Campaigns (UTM source, medium and campaign together) by the visits they began. */
export function campaignsByVisits(db: Db, period: Period, limit?: number) {
  const query = db
    .select({
      utmSource: views.utmSource,
      utmMedium: views.utmMedium,
      utmCampaign: views.utmCampaign,
      visits: sum(views.entries),
    })
    .from(views)
    .where(
      and(inPeriod(views.day, period), or(ne(views.utmSource, ""), ne(views.utmMedium, ""), ne(views.utmCampaign, ""))),
    )
    .groupBy(views.utmSource, views.utmMedium, views.utmCampaign)
    .having(sql`sum(${views.entries}) > 0`)
    .orderBy(desc(sum(views.entries)), views.utmSource, views.utmMedium, views.utmCampaign);
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
    .select({ device: views.device, pageViews: sum(views.views) })
    .from(views)
    .where(inPeriod(views.day, period))
    .groupBy(views.device)
    .orderBy(desc(sum(views.views)));
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
  const tally = (kind: LeadTally["kind"], table: "enquiries" | "applications") => sql`
    select ${kind}::text as kind, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      coalesce(utm_source, referrer_host) as source, utm_source as "utmSource", utm_medium as "utmMedium",
      utm_campaign as "utmCampaign", count(*)::int as leads
    from ${sql.identifier(table)}
    where (created_at at time zone 'UTC')::date between ${period.from}::date and ${period.to}::date
    group by 2, 3, 4, 5, 6`;
  const result = await db.execute<LeadTally>(
    sql`${tally("enquiry", "enquiries")} union all ${tally("application", "applications")}`,
  );
  return result.rows;
}
