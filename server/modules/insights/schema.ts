import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { day, tally } from "../../db/columns.ts";

/**
 * Page views of public pages, counted per day and per what a view is known by (ADR 0080): the
 * page, the referring site and campaign of a visit's first page, the device class. Absent values are
 * '' so that every combination is one row to add to. `entries` are the views that began a visit
 * (not reached from one of our own pages).
 */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    day: day("day").notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    views: tally("views"),
    entries: tally("entries"),
  },
  (t) => [
    primaryKey({
      name: "analytics_page_views_pk",
      columns: [t.day, t.path, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign, t.device],
    }),
    check("analytics_page_views_device", sql`${t.device} in ('mobile', 'tablet', 'desktop')`),
  ],
);

/** Unique visitors of each day: a count only; the hashes it was counted from are never stored. */
export const analyticsVisitors = pgTable("analytics_visitors", {
  day: day("day").primaryKey(),
  visitors: tally("visitors"),
});

/** Unique visitors of each day by the source of their visit ('' when direct). */
export const analyticsSourceVisitors = pgTable(
  "analytics_source_visitors",
  {
    day: day("day").notNull(),
    source: text("source").notNull(),
    visitors: tally("visitors"),
  },
  (t) => [primaryKey({ name: "analytics_source_visitors_pk", columns: [t.day, t.source] })],
);
