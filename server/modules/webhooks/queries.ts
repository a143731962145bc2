import { asc, desc, eq, inArray } from "drizzle-orm";
import { DELIVERIES_LIMIT, type DeliveryDto, type WebhookDto } from "../../../domain/webhooks.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.ts";
import { toIso } from "../../lib/iso-date.ts";
import { webhookAttempts } from "./schema.ts";

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** An endpoint as the API shows it: never its secret or its lease. */
export const toWebhook = (row: EndpointRow): WebhookDto => ({
  _id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  includeRecord: row.includeRecord,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

export async function listWebhooks(db: Db): Promise<WebhookDto[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(toWebhook);
}

export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function findDelivery(db: Db, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

/** An endpoint's latest deliveries, newest first, each with every attempt in order (the delivery log). */
export async function deliveriesOf(db: Db, endpointId: string, ids?: string[]): Promise<DeliveryDto[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(ids ? inArray(webhookDeliveries.id, ids) : eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LIMIT);
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(webhookAttempts.attempt));
  return rows.map((row) => ({
    _id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt ? toIso(row.nextAttemptAt) : null,
    createdAt: toIso(row.createdAt),
    attemptLog: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        at: toIso(attempt.at),
        durationMs: attempt.durationMs,
        responseStatus: attempt.responseStatus,
        error: attempt.error,
        ok: attempt.ok,
      })),
  }));
}
