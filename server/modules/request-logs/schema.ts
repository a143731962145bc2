import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, bigNumber } from "../../db/columns.ts";

export const requestLogs = pgTable(
  "request_logs",
  {
    id: bigNumber("id").primaryKey().generatedAlwaysAsIdentity(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    username: text("username"),
    timestamp: at("timestamp").notNull().defaultNow(),
    statusCode: integer("status_code").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** `debug` for the back office's own successful reads, `info` for everything else (ADR 0081). */
    level: text("level", { enum: ["info", "debug"] })
      .notNull()
      .default("info"),
  },
  (t) => [
    // Ascending with the id: the log reads `timestamp desc, id desc` from the start and the reverse from the end.
    index("request_logs_timestamp_idx").on(t.timestamp, t.id),
    // The Logs screen's route search ("contains"): without it a rare route read every row of a million.
    index("request_logs_route_trgm").using("gin", t.route.op("gin_trgm_ops")),
    check("request_logs_level", sql`${t.level} in ('info', 'debug')`),
  ],
);
