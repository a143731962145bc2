import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { media } from "../../db/schema.ts";

/** A client's quote (issue 70, ADR 0283): a plain kind, its picture a library item, its project optional. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    company: text("company").notNull().default(""),
    imageId: uuid("image_id").references(() => media.id, { onDelete: "set null" }),
    // No foreign key: a project moved to the trash and brought back keeps its testimonials.
    projectId: uuid("project_id"),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("testimonials_list_idx").on(t.isActive, t.order),
    index("testimonials_project_idx").on(t.projectId),
    check("testimonials_order", sql`${t.order} >= 0`),
  ],
);
