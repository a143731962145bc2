import { pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "../columns.ts";

/** Facts about the installation itself, e.g. that the demo content was seeded once. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
