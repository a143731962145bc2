import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { type ContentKind, contentKinds } from "../../../domain/content-kinds.ts";
import { createdAt, oneOf } from "../../db/columns.ts";

/**
 * The slugs a record had before (issue 53, ADR 0161): each answers one 301 to the record's current
 * address. Written by the unit of work in the transaction that renames; a slug a current record has
 * is never here (the record that takes it drops the entry), so a current slug always wins.
 */
export const formerSlugs = pgTable(
  "former_slugs",
  {
    kind: text("kind").$type<ContentKind>().notNull(),
    slug: text("slug").notNull(),
    recordId: uuid("record_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index("former_slugs_record_idx").on(t.recordId),
    check("former_slugs_kind", sql`${t.kind} in ${oneOf(contentKinds)}`),
  ],
);
