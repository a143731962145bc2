import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { flag, id, ref, tally, timestamps, version } from "../../db/columns.ts";
import { media } from "../../db/schema/content.ts";

/** A client's quote (issue 70, ADR 0283): a plain kind, its picture a library item, its project optional. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: id(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    company: text("company").notNull().default(""),
    imageId: ref("image_id", () => media.id, "set null"),
    // No foreign key: a project moved to the trash and brought back keeps its testimonials.
    projectId: uuid("project_id"),
    order: tally("order"),
    isActive: flag("is_active", true),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    index("testimonials_list_idx").on(t.isActive, t.order),
    index("testimonials_project_idx").on(t.projectId),
    check("testimonials_order", sql`${t.order} >= 0`),
  ],
);
