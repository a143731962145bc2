import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../../db/columns.ts";

export const alertHeading = pgTable(
  "alert_heading",
  {
    id: integer("id").primaryKey().default(1),
    textField: text("text_field").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("alert_heading_singleton", sql`${t.id} = 1`)],
);
