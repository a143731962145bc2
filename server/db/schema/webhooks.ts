import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { DeliveredEvent, DeliveryStatus, WebhookEvent } from "../../../domain/webhooks.ts";
import { at, createdAt, flag, id, ref, tally, timestamps } from "../columns.ts";

/**
 * Where webhooks go (ADR 0098). The secret signs every delivery, so it is kept as it is (it is not a
 * password: the receiver holds the same one); it leaves the server only when made. `leaseUntil`
 * marks the endpoint busy while one instance sends to it: one delivery at a time per endpoint.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: id(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: jsonb("events").$type<WebhookEvent[]>().notNull(),
  secret: text("secret").notNull(),
  enabled: flag("enabled", true),
  /** Lead events carry the lead itself (ADR 0139): personal data, so off unless a superAdmin turns it on. */
  includeRecord: flag("include_record", false),
  leaseUntil: at("lease_until"),
  ...timestamps(),
});

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change that
 * caused the event, so a committed change always has its deliveries and a rolled-back one none.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: ref("endpoint_id", () => webhookEndpoints.id, "cascade").notNull(),
    eventId: uuid("event_id").notNull(),
    event: text("event").$type<DeliveredEvent>().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: tally("attempts"),
    nextAttemptAt: at("next_attempt_at").defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
  ],
);
