import { type Insights, type InsightsPeriod, per100 } from "../../../domain/insights.ts";
import type { Db } from "../../db/client.ts";
import { dayOf, isoDay } from "./days.ts";
import {
  campaignsByVisits,
  dailyTraffic,
  leadTallies,
  type Period,
  pagesByViews,
  referrersByVisits,
  viewsByDevice,
  visitorsBySource,
} from "./queries.ts";

/** The last `days` UTC days, today included. */
export function periodEnding(now: number, days: InsightsPeriod): Period {
  const today = dayOf(now);
  return { from: isoDay(today - days + 1), to: isoDay(today) };
}

const blankAsNull = (value: string) => (value === "" ? null : value);
const campaignKey = (source: string | null, medium: string | null, campaign: string | null) =>
  `${source ?? ""}\u0000${medium ?? ""}\u0000${campaign ?? ""}`;

/**
 * Everything the Insights screen shows for a period (docs/api.md "Attribution and insights"): a
 * source is a visit's (or a lead's) UTM source, else its referring site, else none (direct).
 * `limit` caps the ranked lists (the screen); without it they are complete (the CSVs).
 */
export async function readInsights(db: Db, days: InsightsPeriod, now: number, limit?: number): Promise<Insights> {
  const period = periodEnding(now, days);
  const traffic = await dailyTraffic(db, period);
  const pages = await pagesByViews(db, period, limit);
  const referrers = await referrersByVisits(db, period, limit);
  const campaignRows = await campaignsByVisits(db, period, limit);
  const sources = await visitorsBySource(db, period);
  const devices = await viewsByDevice(db, period);
  const leads = await leadTallies(db, period);

  const start = dayOf(Date.parse(period.from));
  const daily = Array.from({ length: days }, (_, i) => ({
    date: isoDay(start + i),
    visitors: 0,
    pageViews: 0,
    enquiries: 0,
    applications: 0,
  }));
  const byDate = new Map(daily.map((entry) => [entry.date, entry]));
  for (const row of traffic.pageViews) {
    const entry = byDate.get(row.day);
    if (entry) entry.pageViews = row.pageViews;
  }
  for (const row of traffic.uniques) {
    const entry = byDate.get(row.day);
    if (entry) entry.visitors = row.visitors;
  }

  type Tally = { visitors: number; enquiries: number; applications: number };
  const bySource = new Map<string | null, Tally>();
  const tallyOf = (source: string | null) => {
    let tally = bySource.get(source);
    if (!tally) {
      tally = { visitors: 0, enquiries: 0, applications: 0 };
      bySource.set(source, tally);
    }
    return tally;
  };
  for (const row of sources) tallyOf(blankAsNull(row.source)).visitors += row.visitors;
  const campaignLeads = new Map<string, { enquiries: number; applications: number }>();
  for (const lead of leads) {
    const field = lead.kind === "enquiry" ? "enquiries" : "applications";
    const entry = byDate.get(lead.day);
    if (entry) entry[field] += lead.leads;
    tallyOf(lead.source)[field] += lead.leads;
    const key = campaignKey(lead.utmSource, lead.utmMedium, lead.utmCampaign);
    const counts = campaignLeads.get(key) ?? { enquiries: 0, applications: 0 };
    counts[field] += lead.leads;
    campaignLeads.set(key, counts);
  }

  const totals = daily.reduce(
    (sum, day) => ({
      visitors: sum.visitors + day.visitors,
      enquiries: sum.enquiries + day.enquiries,
      applications: sum.applications + day.applications,
    }),
    { visitors: 0, enquiries: 0, applications: 0 },
  );
  const ranked = [...bySource.entries()]
    .map(([source, tally]) => ({
      source,
      ...tally,
      enquiriesPer100Visitors: per100(tally.enquiries, tally.visitors),
      applicationsPer100Visitors: per100(tally.applications, tally.visitors),
    }))
    .sort((a, b) => b.visitors - a.visitors || b.enquiries + b.applications - (a.enquiries + a.applications));

  return {
    days,
    daily,
    topPages: pages,
    topReferrers: referrers,
    campaigns: campaignRows.map((row) => {
      const key = campaignKey(blankAsNull(row.utmSource), blankAsNull(row.utmMedium), blankAsNull(row.utmCampaign));
      const counts = campaignLeads.get(key) ?? { enquiries: 0, applications: 0 };
      return {
        utmSource: blankAsNull(row.utmSource),
        utmMedium: blankAsNull(row.utmMedium),
        utmCampaign: blankAsNull(row.utmCampaign),
        visits: row.visits,
        ...counts,
      };
    }),
    conversion: {
      ...totals,
      enquiriesPer100Visitors: per100(totals.enquiries, totals.visitors),
      applicationsPer100Visitors: per100(totals.applications, totals.visitors),
      bySource: limit ? ranked.slice(0, limit) : ranked,
    },
    devices,
  };
}
