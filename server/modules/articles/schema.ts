import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";

/**
 * The blog's tags as their owners named them (ADR 0243): an article carries its tags as words of an
 * address (`articles.tags`, `/blog/tag/<slug>`); this gives a tag its name as written ("Cat A" for
 * `cat-a`) and its description, which the tag's page shows. A tag no article carries may be here (a
 * WordPress category without posts is kept); a tag typed on an article need not be.
 */
export const tags = pgTable("tags", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  createdAt: createdAt(),
});
