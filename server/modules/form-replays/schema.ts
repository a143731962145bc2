import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";

/**
 * The first answer to each public form post that carried an idempotency key (ADR 0267): a resend of
 * the same post (its answer lost to a dropped connection) is answered with it, making nothing twice.
 * `status` is null while the first post is being handled (its claim); kept a day.
 */
export const formReplays = pgTable(
  "form_replays",
  {
    form: text("form").notNull(),
    key: text("key").notNull(),
    /** The posted body's hash (JSON posts): the same key with another body is refused, not replayed. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.form, t.key] }), index("form_replays_created_at_idx").on(t.createdAt)],
);
