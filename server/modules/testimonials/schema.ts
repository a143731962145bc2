import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, ref, updatedAt, version } from "../../db/columns.ts";
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
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index("testimonials_list_idx").on(t.isActive, t.order),
    index("testimonials_project_idx").on(t.projectId),
    check("testimonials_order", sql`${t.order} >= 0`),
  ],
);
