import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, id, ref } from "../../db/columns.ts";
import { webhookDeliveries } from "../../db/schema/webhooks.ts";

/** The delivery log: one row per attempt. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: id(),
    deliveryId: ref("delivery_id", () => webhookDeliveries.id, "cascade").notNull(),
    attempt: integer("attempt").notNull(),
    at: at("at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    responseStatus: integer("response_status"),
    error: text("error"),
    ok: boolean("ok").notNull(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);
