import type { FastifyRequest } from "fastify";
import { AUDIT_SUMMARY_MAX, type AuditAction, type AuditEntity } from "../../../domain/audit.ts";
import type { Db } from "../../db/client.ts";
import { type AuditFields, changedFields, withoutSecrets } from "./fields.ts";
import { auditLog } from "./schema.ts";
import { continuesSession } from "./sessions.ts";
import { recordContentEvent } from "./webhook-outbox.ts";

export type StaffActor = { id: string; username: string };

/** Who acted and from where: the signed-in admin (null when nobody is) and the caller's address. */
export type StaffContext = { actor: StaffActor | null; ip: string | null };

/** What happened, to what; `before`/`after` hold the changed fields only. */
export type AuditEvent = {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  summary: string;
  before?: AuditFields | null;
  after?: AuditFields | null;
  /** When, by the app's clock (a draft's entries, ADR 0152); absent, the database's at the insert. */
  at?: Date;
};

export type AuditRecord = StaffContext & AuditEvent;

/** How an entry's summary opens for a record added, changed or removed: `Created …`, `Updated …`, `Deleted …`. */
export const changeVerbs = { create: "Created", update: "Updated", delete: "Deleted" } as const;
export type RecordChange = keyof typeof changeVerbs;

/**
 * A record added or removed, as its entry says it: `Created page "About us"` with every field after,
 * `Deleted author "Sara Khan"` with every field before.
 */
function wholeRecordAudit(
  action: "create" | "delete",
  entity: AuditEntity,
  entityId: string,
  name: string,
  fields: AuditFields,
): AuditEvent {
  const summary = `${changeVerbs[action]} ${entity} "${name}"`;
  return { action, entity, entityId, summary, ...(action === "create" ? { after: fields } : { before: fields }) };
}

export const createdAudit = (entity: AuditEntity, entityId: string, name: string, after: AuditFields) =>
  wholeRecordAudit("create", entity, entityId, name, after);

export const deletedAudit = (entity: AuditEntity, entityId: string, name: string, before: AuditFields) =>
  wholeRecordAudit("delete", entity, entityId, name, before);

/**
 * A content record changed, as its entry says it: a switch of isActive alone is a status change,
 * anything more an update (`changes`, server/lib/fields.ts), with the fields it changed.
 */
export function updatedAudit(
  entity: AuditEntity,
  entityId: string,
  changes: { edits: boolean; statusChanges: boolean },
  summary: (statusOnly: boolean) => string,
  fields: { before: AuditFields; after: AuditFields },
): AuditEvent {
  const statusOnly = changes.statusChanges && !changes.edits;
  const action = statusOnly ? "statusChange" : "update";
  return { action, entity, entityId, summary: summary(statusOnly), ...changedFields(fields.before, fields.after) };
}

const fieldsToStore = (fields: AuditFields | null | undefined) =>
  fields ? (withoutSecrets(fields) as AuditFields) : null;

const clip = (summary: string) => {
  const line = summary.replace(/\s+/g, " ").trim() || "(no summary)";
  return line.length > AUDIT_SUMMARY_MAX ? `${line.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : line;
};

/**
 * Writes one audit entry with `tx`, the transaction of the change it describes: if the entry
 * cannot be written the change fails with it. A change of public content also queues its webhook
 * event here, in the same transaction (ADR 0098). Secrets are removed from `before`/`after` here,
 * whatever the caller passed. An action recorded once per editing session (a draft save) that
 * continues one moves that session's entry on instead (ADR 0152).
 *
 *     await audit.record(tx, { ...staffOf(request), action: "passwordChange", entity: "admin",
 *       entityId: user.id, summary: `Changed the password of "${user.username}"` });
 */
export const audit = {
  async record(tx: Db, entry: AuditRecord): Promise<void> {
    if (await continuesSession(tx, entry)) return;
    await tx.insert(auditLog).values({
      at: entry.at,
      actorId: entry.actor?.id ?? null,
      actorUsername: entry.actor?.username ?? null,
      ip: entry.ip,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      summary: clip(entry.summary),
      before: fieldsToStore(entry.before),
      after: fieldsToStore(entry.after),
    });
    // The same transaction queues the webhook event the change stands for (content.published, …).
    await recordContentEvent(tx, entry);
  },
};

/** The request's signed-in admin (or API key, ADR 0137) and address, for `audit.record`. */
export function staffOf(request: FastifyRequest): StaffContext {
  const key = request.apiKey;
  if (key) return { actor: { id: key.id, username: key.username }, ip: request.ip ?? null };
  const admin = request.admin;
  return { actor: admin ? { id: admin.id, username: admin.username } : null, ip: request.ip ?? null };
}
