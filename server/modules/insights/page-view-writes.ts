import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isoDay } from "./days.ts";
import type { PageViewCount } from "./page-view-counts.ts";
import { analyticsPageViews, analyticsSourceVisitors, analyticsVisitors } from "./schema.ts";
import type { VisitorCounts } from "./unique-visitors.ts";

/** Adds a flush's page views to the stored daily rows, one upsert for the whole batch. */
export async function writePageViews(db: Db, rows: PageViewCount[]): Promise<void> {
  const t = analyticsPageViews;
  await db
    .insert(t)
    .values(rows.map(({ day, ...row }) => ({ ...row, day: isoDay(day) })))
    .onConflictDoUpdate({
      target: [t.day, t.path, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign, t.device],
      set: { views: sql`${t.views} + excluded.views`, entries: sql`${t.entries} + excluded.entries` },
    });
}

/**
 * Stores a flush's visitor counts: added to the day's count (one process's new visitors), or raised
 * to it (the whole day's count from Redis, which any instance may report).
 */
export async function writeVisitors(db: Db, { mode, counts }: VisitorCounts): Promise<void> {
  const merged = (column: typeof analyticsVisitors.visitors | typeof analyticsSourceVisitors.visitors) =>
    mode === "add" ? sql`${column} + excluded.visitors` : sql`greatest(${column}, excluded.visitors)`;
  const all = counts.filter((count) => count.source === null);
  const bySource = counts.filter((count) => count.source !== null);
  await db.transaction(async (tx) => {
    if (all.length > 0) {
      await tx
        .insert(analyticsVisitors)
        .values(all.map(({ day, visitors }) => ({ day: isoDay(day), visitors })))
        .onConflictDoUpdate({ target: analyticsVisitors.day, set: { visitors: merged(analyticsVisitors.visitors) } });
    }
    if (bySource.length > 0) {
      const t = analyticsSourceVisitors;
      await tx
        .insert(t)
        .values(bySource.map(({ day, source, visitors }) => ({ day: isoDay(day), source: source ?? "", visitors })))
        .onConflictDoUpdate({ target: [t.day, t.source], set: { visitors: merged(t.visitors) } });
    }
  });
}
