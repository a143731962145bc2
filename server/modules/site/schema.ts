import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt, version } from "../../db/columns.ts";

/**
 * The site's own content, one row per part (domain/site.ts): the value is the part whole. A part
 * without a row is its default, so a fresh install shows today's texts (ADR 0100). `partners` holds
 * the logo strip's list and `images` the pictures stored through the image pipeline (ADR 0107).
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    part: text("part").primaryKey(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check(
      "site_settings_part",
      sql`${t.part} in ('contact', 'home', 'about', 'careers', 'privacy', 'seo', 'partners', 'images', 'portfolio', 'navigation')`,
    ),
  ],
);
