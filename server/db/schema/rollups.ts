import { getTableName } from "drizzle-orm";
import { integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { bigNumber, day } from "../columns.ts";

/**
 * Figures the dashboard and the insights read instead of counting rows (ADR 0110). The database
 * keeps them itself: statement-level triggers (migration 0011) change them in the transaction of
 * every write to the rows they count, whichever code, instance or script writes. The app never
 * writes them, and a backup leaves them out (a restore's inserts rebuild them).
 */

/** A lead's or a visit's campaign, as its UTM fields named it ('' where none is known). */
const campaignWords = () => ({
  utmSource: text("utm_source").notNull(),
  utmMedium: text("utm_medium").notNull(),
  utmCampaign: text("utm_campaign").notNull(),
});

/** How many rows a table holds, and how many of them hold a value (`enquiries.stage.new`). */
export const rowTallies = pgTable("row_tallies", {
  counted: text("counted").primaryKey(),
  n: bigNumber("n").notNull().default(0),
});

/** Enquiries and applications per UTC day, source and campaign ('' where none is known). */
export const leadDays = pgTable(
  "lead_days",
  {
    kind: text("kind", { enum: ["enquiry", "application"] }).notNull(),
    day: day("day").notNull(),
    source: text("source").notNull(),
    ...campaignWords(),
    leads: integer("leads").notNull(),
  },
  (t) => [
    primaryKey({
      name: "lead_days_pk",
      columns: [t.day, t.kind, t.source, t.utmSource, t.utmMedium, t.utmCampaign],
    }),
  ],
);

/** Page views per day and device, whatever the page. */
export const analyticsDayDevices = pgTable(
  "analytics_day_devices",
  {
    day: day("day").notNull(),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    views: integer("views").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ name: "analytics_day_devices_pk", columns: [t.day, t.device] })],
);

/** Visits begun per day from each referring site (none for direct visits). */
export const analyticsDayReferrers = pgTable(
  "analytics_day_referrers",
  {
    day: day("day").notNull(),
    referrerHost: text("referrer_host").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ name: "analytics_day_referrers_pk", columns: [t.day, t.referrerHost] })],
);

/** Visits begun per day from each campaign (none for visits without UTM fields). */
export const analyticsDayCampaigns = pgTable(
  "analytics_day_campaigns",
  {
    day: day("day").notNull(),
    ...campaignWords(),
    entries: integer("entries").notNull(),
  },
  (t) => [
    primaryKey({ name: "analytics_day_campaigns_pk", columns: [t.day, t.utmSource, t.utmMedium, t.utmCampaign] }),
  ],
);

/**
 * Views and entries of each page over spans of 2^level days (level 0–6: 1 to 64 days), each span
 * starting on a day number divisible by its length (server/modules/insights/day-spans.ts). Any
 * period of up to 90 days is at most a dozen spans, so the top pages sum a dozen spans' rows
 * instead of every day's.
 */
export const analyticsPathSpans = pgTable(
  "analytics_path_spans",
  {
    level: smallint("level").notNull(),
    start: day("start").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ name: "analytics_path_spans_pk", columns: [t.level, t.start, t.path] })],
);

/**
 * The tables above by name: a backup leaves them out and a restore's inserts rebuild them through
 * the triggers, so they are never loaded twice (server/modules/backups/database-dump.ts).
 */
export const derivedTableNames: readonly string[] = [
  rowTallies,
  leadDays,
  analyticsDayDevices,
  analyticsDayReferrers,
  analyticsDayCampaigns,
  analyticsPathSpans,
].map((table) => getTableName(table));
