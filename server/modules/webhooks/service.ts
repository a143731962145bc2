import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  type DeliveryDto,
  WEBHOOK_TEST_EVENT,
  type WebhookCreate,
  type WebhookDto,
  type WebhookUpdate,
  type WebhookWithSecretDto,
  webhookMessages,
} from "../../../domain/webhooks.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import { addressesOf, isPrivateAddress } from "../../net/address-guard.ts";
import { deliveriesOf, findDelivery, findEndpoint, toWebhook } from "./queries.ts";
import { newWebhookSecret } from "./signature.ts";

/**
 * Whether deliveries may go to `url`: https:// only, and a host whose every address is public,
 * unless WEBHOOK_ALLOW_PRIVATE=true (local receivers). The sender checks again at every connection.
 */
export async function checkWebhookUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const target = new URL(url);
  if (target.protocol !== "https:") throw InvalidInput.of(webhookMessages.httpsRequired, "url");
  const addresses = await addressesOf(target).catch(() => {
    throw InvalidInput.of(webhookMessages.unresolvable, "url");
  });
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw InvalidInput.of(webhookMessages.privateAddress, "url");
}

export async function createWebhook(
  staff: StaffWrites,
  input: WebhookCreate,
  allowPrivate: boolean,
): Promise<WebhookWithSecretDto> {
  await checkWebhookUrl(input.url, allowPrivate);
  const secret = newWebhookSecret();
  const row = await staff.change(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ ...input, secret })
      .returning();
    await staff.audit.record(tx, {
      action: "create",
      entity: "webhook",
      entityId: created.id,
      summary: `Added webhook endpoint ${created.url}`,
      after: {
        url: created.url,
        events: created.events,
        description: created.description,
        includeRecord: created.includeRecord,
      },
    });
    return created;
  });
  return { ...toWebhook(row), secret };
}

/** Changes an endpoint; with `rotateSecret` the answer carries the new secret, shown this once. */
export async function updateWebhook(
  staff: StaffWrites,
  id: string,
  { rotateSecret, ...change }: WebhookUpdate,
  allowPrivate: boolean,
): Promise<WebhookDto | WebhookWithSecretDto> {
  if (!isUuid(id)) throw new NotFound(webhookMessages.notFound);
  if (change.url !== undefined) await checkWebhookUrl(change.url, allowPrivate);
  const secret = rotateSecret ? newWebhookSecret() : undefined;
  const row = await staff.change(async (tx) => {
    const current = await findEndpoint(tx, id);
    if (!current) throw new NotFound(webhookMessages.notFound);
    const [changed] = await tx
      .update(webhookEndpoints)
      .set({ ...change, ...(secret ? { secret } : {}), updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ["url", "events", "description", "enabled", "includeRecord"] as const) {
      if (change[key] === undefined || JSON.stringify(current[key]) === JSON.stringify(changed[key])) continue;
      before[key] = current[key];
      after[key] = changed[key];
    }
    if (secret) after.secretRotated = true;
    await staff.audit.record(tx, {
      action: "update",
      entity: "webhook",
      entityId: id,
      summary: `Updated webhook endpoint ${changed.url}${secret ? " (new secret)" : ""}`,
      before,
      after,
    });
    return changed;
  });
  return secret ? { ...toWebhook(row), secret } : toWebhook(row);
}

export async function deleteWebhook(staff: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(webhookMessages.notFound);
  await staff.change(async (tx) => {
    const [gone] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!gone) throw new NotFound(webhookMessages.notFound);
    await staff.audit.record(tx, {
      action: "delete",
      entity: "webhook",
      entityId: id,
      summary: `Deleted webhook endpoint ${gone.url}`,
      before: { url: gone.url, events: gone.events },
    });
  });
}

/** Queues a `webhook.test` event for one endpoint (whatever events it chose); the answer is its delivery. */
export async function queueTest(staff: StaffWrites, id: string): Promise<DeliveryDto> {
  if (!isUuid(id)) throw new NotFound(webhookMessages.notFound);
  return staff.change(async (tx) => {
    const endpoint = await findEndpoint(tx, id);
    if (!endpoint) throw new NotFound(webhookMessages.notFound);
    const [queued] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: id,
        eventId: randomUUID(),
        event: WEBHOOK_TEST_EVENT,
        data: { message: "A test event from the back office" },
      })
      .returning({ id: webhookDeliveries.id });
    await staff.audit.record(tx, {
      action: "webhookTest",
      entity: "webhook",
      entityId: id,
      summary: `Sent a test event to ${endpoint.url}`,
    });
    return onlyDelivery(tx, id, queued.id);
  });
}

/**
 * Sends a delivery again now (same event id, so receivers can tell), counting on from its last
 * attempt; retries stop, as for every delivery, 24 hours after the event.
 */
export async function redeliver(staff: StaffWrites, deliveryId: string): Promise<DeliveryDto> {
  if (!isUuid(deliveryId)) throw new NotFound(webhookMessages.deliveryNotFound);
  return staff.change(async (tx) => {
    const delivery = await findDelivery(tx, deliveryId);
    if (!delivery) throw new NotFound(webhookMessages.deliveryNotFound);
    if (delivery.status === "pending") throw new Conflict(webhookMessages.alreadyQueued);
    await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: new Date() })
      .where(eq(webhookDeliveries.id, deliveryId));
    await staff.audit.record(tx, {
      action: "redeliver",
      entity: "webhook",
      entityId: delivery.endpointId,
      summary: `Redelivered ${delivery.event} event ${delivery.eventId}`,
    });
    return onlyDelivery(tx, delivery.endpointId, deliveryId);
  });
}

async function onlyDelivery(db: Db, endpointId: string, deliveryId: string): Promise<DeliveryDto> {
  const [delivery] = await deliveriesOf(db, endpointId, [deliveryId]);
  if (!delivery) throw new NotFound(webhookMessages.deliveryNotFound);
  return delivery;
}
