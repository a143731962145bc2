import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { type AuditAction, type AuditEntity, isContentRecord } from "../../../domain/audit.ts";
import type { LeadKind, WebhookEvent, WebhookEventData } from "../../../domain/webhooks.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.ts";

/** One delivery of the event for each endpoint `to` names, carrying `data`. */
function deliveries(tx: Db, eventId: string, event: WebhookEvent, to: SQL, data: string) {
  return tx.insert(webhookDeliveries).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as("id"),
        endpointId: webhookEndpoints.id,
        eventId: sql`${eventId}::uuid`.as("event_id"),
        event: sql`${event}`.as("event"),
        data: sql`${data}::jsonb`.as("data"),
        status: sql`'pending'`.as("status"),
        attempts: sql`0`.as("attempts"),
        nextAttemptAt: sql`now()`.as("next_attempt_at"),
        createdAt: sql`now()`.as("created_at"),
      })
      .from(webhookEndpoints)
      .where(to),
  );
}

/**
 * Puts `event` in the outbox: one delivery per enabled endpoint that chose it, written with `tx`,
 * the transaction of the change that caused it, so the deliveries commit or roll back with the
 * change. The dispatcher sends them after the commit (webhooks/dispatcher.ts). Any service may call this;
 * the backup service calls it with "backup.completed" once an archive is written.
 */
export async function recordWebhookEvent<E extends WebhookEvent>(
  tx: Db,
  event: E,
  data: WebhookEventData[E],
  /**
   * The record itself, for the endpoints that include it (ADR 0139): read only when one of them
   * chose this event, and written into their deliveries alone.
   */
  record?: () => Promise<unknown>,
): Promise<void> {
  const eventId = randomUUID();
  const chose = sql`${webhookEndpoints.enabled} and ${webhookEndpoints.events} ? ${event}`;
  const plain = JSON.stringify(data);
  if (!record) {
    await deliveries(tx, eventId, event, chose, plain);
    return;
  }
  // The plain deliveries and the question whether any endpoint wants the record, in one statement:
  // a public submission is the commonest write, and most sites have no endpoint that includes it.
  // (Drizzle writes an embedded query in brackets, as a CTE's body is written.)
  const includes = sql`${chose} and ${webhookEndpoints.includeRecord}`;
  const { rows } = await tx.execute<{ wanted: boolean }>(sql`
    with plain as ${deliveries(tx, eventId, event, sql`${chose} and not ${webhookEndpoints.includeRecord}`, plain)}
    select exists (select 1 from ${webhookEndpoints} where ${includes}) as wanted`);
  if (!rows[0]?.wanted) return;
  await deliveries(tx, eventId, event, includes, JSON.stringify({ ...data, record: await record() }));
}

/** What changes what visitors see; an export or a purge changes nothing public. */
const publishingActions = new Set<AuditAction>([
  "create",
  "update",
  "statusChange",
  "imageAdd",
  "imageRemove",
  "restore",
]);

/** Work on a draft, which visitors never see (ADR 0152): no content event, whatever its entry holds. */
const draftActions = new Set<AuditAction>(["draftSave", "draftDiscard", "draftRestore"]);

/**
 * A new lead's event: what it is and where staff find it (ADR 0098); what the visitor wrote only for
 * the endpoints that include the record (`record`: the lead as the back office's list answers it, ADR 0139).
 */
export const recordLeadEvent = (
  tx: Db,
  kind: LeadKind,
  lead: { id: string; createdAt: Date },
  record?: () => Promise<unknown>,
) => recordWebhookEvent(tx, "lead.created", { kind, id: lead.id, createdAt: lead.createdAt.toISOString() }, record);

/** A change whose entry says the record went off the site (a job closed, a product switched off). */
const switchedOff = (after: Record<string, unknown> | null | undefined) => after?.isActive === false;

/**
 * The content event a staff write's audit entry stands for, if any: every staff change of a
 * content record (domain/content-kinds.ts) records exactly one entry in its transaction
 * (docs/architecture.md "The write path"), so emitting from there covers every write path.
 */
export async function recordContentEvent(
  tx: Db,
  entry: { action: AuditAction; entity: AuditEntity; entityId?: string | null; after?: Record<string, unknown> | null },
): Promise<void> {
  const { entity } = entry;
  if (!isContentRecord(entity) || draftActions.has(entry.action)) return;
  const id = entry.entityId ?? null;
  if (entry.action === "delete") await recordWebhookEvent(tx, "content.deleted", { kind: entity, id });
  else if (switchedOff(entry.after))
    await recordWebhookEvent(tx, "content.unpublished", { kind: entity, id, action: entry.action });
  else if (publishingActions.has(entry.action))
    await recordWebhookEvent(tx, "content.published", { kind: entity, id, action: entry.action });
}
