import { pgTable } from "drizzle-orm/pg-core";
import { createdAt, day } from "../../db/columns.ts";

/**
 * One row per local date the morning digest went out on (ADR 0177): the instance whose insert
 * claims the date sends it, every other finds it taken.
 */
export const leadDigestRuns = pgTable("lead_digest_runs", {
  day: day("day").primaryKey(),
  claimedAt: createdAt(),
});
