import { pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt } from "../../db/columns.ts";

/**
 * Work only one instance at a time may do (reading the bounce mailbox): a row per job whose lease
 * the first instance to claim it holds until it lapses.
 */
export const newsletterJobs = pgTable("newsletter_jobs", {
  name: text("name").primaryKey(),
  leaseUntil: at("lease_until").notNull(),
});

/**
 * Secrets the app makes for itself and every instance shares (the newsletter's signed links, when
 * MAIL_LINK_SECRET is not set): made once, the first instance's insert wins.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});
