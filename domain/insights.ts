import { z } from "zod";
import { mustBeOneOf } from "./text-patterns.ts";

/** What a page view is counted by besides its page (the user agent itself is never kept). */
export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The periods the Insights screen offers, in days ending today (UTC). */
export const insightsPeriods = [7, 30, 90] as const;
export type InsightsPeriod = (typeof insightsPeriods)[number];
export const DEFAULT_INSIGHTS_PERIOD: InsightsPeriod = 30;

/** The longest lists an answer carries; their CSVs hold every row. */
export const INSIGHTS_TOP_ROWS = 20;

/** Each table of the screen, downloadable as CSV with `?format=csv&table=`. */
export const insightsTables = ["daily", "pages", "referrers", "campaigns", "conversion", "devices"] as const;
export type InsightsTable = (typeof insightsTables)[number];

export const insightsMessages = {
  daysInvalid: "Days must be 7, 30 or 90",
  tableInvalid: mustBeOneOf("Table", insightsTables),
  tableRequired: "Table is required for a CSV download",
} as const;

/** How the screen and the CSVs name a visit with neither referring site nor campaign. */
export const DIRECT_SOURCE_LABEL = "Direct / none";

/**
 * Distinct values of each source field (referring host, utm_source, utm_medium, utm_campaign) one
 * process keeps per day; a view naming one more is counted under OTHER_SOURCE (ADR 0087), so a flood
 * of invented sources can neither grow memory nor add a row per value.
 */
export const MAX_SOURCES_PER_DAY = 500;
export const OTHER_SOURCE = "(other)";

const count = z.number().int();
/** Per 100 visitors, one decimal; null when there were no visitors to divide by. */
const rate = z.number().nullable();

/**
 * A count of leads: absent for a caller without the area's read right (issue 69: Insights showed
 * enquiry and application counts to a role the dashboard hides them from).
 */
const leadCount = (area: "leads" | "applications") =>
  count.optional().describe(`Absent without the ${area} area's read right`);
const leadRate = (area: "leads" | "applications") =>
  rate.optional().describe(`Absent without the ${area} area's read right`);

export const insightsQuerySchema = z.object({
  days: z
    .enum(insightsPeriods.map(String) as ["7", "30", "90"], { error: insightsMessages.daysInvalid })
    .optional()
    .describe("7, 30 (the default) or 90 days ending today, UTC"),
  format: z.enum(["json", "csv"]).optional().describe("csv: one table as a spreadsheet (with `table`)"),
  table: z.enum(insightsTables, { error: insightsMessages.tableInvalid }).optional(),
});

export const insightsSchema = z.object({
  days: count,
  /** Every day of the period, oldest first, zeros included. */
  daily: z.array(
    z.object({
      date: z.string().describe("YYYY-MM-DD (UTC)"),
      visitors: count,
      pageViews: count,
      enquiries: leadCount("leads"),
      applications: leadCount("applications"),
    }),
  ),
  topPages: z.array(z.object({ path: z.string(), pageViews: count, entries: count })),
  topReferrers: z.array(z.object({ referrerHost: z.string(), visits: count })),
  campaigns: z.array(
    z.object({
      utmSource: z.string().nullable(),
      utmMedium: z.string().nullable(),
      utmCampaign: z.string().nullable(),
      visits: count,
      enquiries: leadCount("leads"),
      applications: leadCount("applications"),
    }),
  ),
  conversion: z.object({
    visitors: count,
    enquiries: leadCount("leads"),
    applications: leadCount("applications"),
    enquiriesPer100Visitors: leadRate("leads"),
    applicationsPer100Visitors: leadRate("applications"),
    bySource: z.array(
      z.object({
        source: z.string().nullable().describe("UTM source, else the referring site; null: direct or unknown"),
        visitors: count,
        enquiries: leadCount("leads"),
        applications: leadCount("applications"),
        enquiriesPer100Visitors: leadRate("leads"),
        applicationsPer100Visitors: leadRate("applications"),
      }),
    ),
  }),
  devices: z.array(z.object({ device: z.enum(deviceClasses), pageViews: count })),
});

export type Insights = z.infer<typeof insightsSchema>;
export type InsightsConversion = Insights["conversion"];

/** Leads per 100 visitors, one decimal; null without visitors. */
export function per100(leads: number, visitors: number): number | null {
  return visitors > 0 ? Math.round((leads * 1000) / visitors) / 10 : null;
}

/** Which lead counts a caller may see: enquiries with the leads area's read right, applications with the applications'. */
export type LeadCountRights = { leads: boolean; applications: boolean };

type LeadCounts = {
  enquiries?: number;
  applications?: number;
  enquiriesPer100Visitors?: number | null;
  applicationsPer100Visitors?: number | null;
};

/** `row` without the lead counts the caller may not read. */
function withoutLeads<Row extends LeadCounts>(row: Row, may: LeadCountRights): Row {
  const copy = { ...row };
  if (!may.leads) {
    delete copy.enquiries;
    delete copy.enquiriesPer100Visitors;
  }
  if (!may.applications) {
    delete copy.applications;
    delete copy.applicationsPer100Visitors;
  }
  return copy;
}

/** The insights a caller may read: every lead count of an area they may not read left out. */
export function visibleInsights(data: Insights, may: LeadCountRights): Insights {
  if (may.leads && may.applications) return data;
  return {
    ...data,
    daily: data.daily.map((row) => withoutLeads(row, may)),
    campaigns: data.campaigns.map((row) => withoutLeads(row, may)),
    conversion: {
      ...withoutLeads(data.conversion, may),
      bySource: data.conversion.bySource.map((row) => withoutLeads(row, may)),
    },
  };
}
