import type { AuditEntity } from "../../../domain/audit.ts";
import { type LeadNote, pipelineMessages, type StaffRef } from "../../../domain/pipeline.ts";
import type { Db } from "../../db/client.ts";
import type { AuditFields } from "../../engines/audit-trail/fields.ts";
import { recordWebhookEvent } from "../../engines/audit-trail/webhook-outbox.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { validationError } from "../../errors/validation.ts";
import { findStaff, insertNote, type NoteLead } from "./queries.ts";

/**
 * The owner a change names: undefined when it names none, null to clear it, else the staff user,
 * who must exist (400 on `ownerId`, like any other field the server cannot accept).
 */
export async function ownerOfChange(tx: Db, ownerId: string | null | undefined): Promise<StaffRef | null | undefined> {
  if (ownerId === undefined || ownerId === null) return ownerId;
  const owner = await findStaff(tx, ownerId);
  if (!owner) throw validationError([{ path: "ownerId", message: pipelineMessages.ownerUnknown }]);
  return owner;
}

type LeadState = { stage: string; owner: StaffRef | null } & AuditFields;

/** How an entry's summary names a changed deal field (ADR 0176). */
const dealWords: Record<string, string> = {
  dealValue: "deal value",
  expectedCloseOn: "expected close date",
  lostReason: "lost reason",
};

/**
 * The audit entry of a stage, owner or deal change (ADR 0076's rules): a change of the stage alone is a
 * `statusChange`, anything with the owner or the deal an `update`; `before`/`after` hold what changed, a save
 * that changed nothing `{}` on both sides. The summary names no one but staff. A new stage is also
 * the `lead.stage_changed` webhook event, carrying the lead (`record`) where an endpoint asks for it.
 */
export async function recordLeadChange(
  { audit }: StaffWrites,
  tx: Db,
  lead: { entity: Extract<AuditEntity, "enquiry" | "application">; id: string; noun: string },
  sent: { stage: boolean; owner: boolean },
  before: LeadState,
  after: LeadState,
  record: () => Promise<unknown>,
) {
  const was: AuditFields = {};
  const now: AuditFields = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  const parts = [
    "stage" in now ? `stage ${before.stage} → ${after.stage}` : null,
    // "owner owner" read as a typo when the owner's username is "owner" (issue 69).
    "owner" in now ? (after.owner ? `assigned to ${after.owner.username}` : "unassigned") : null,
    ...Object.keys(now)
      .filter((key) => key in dealWords)
      .map((key) => dealWords[key]),
  ].filter((part) => part !== null);
  await audit.record(tx, {
    action: sent.owner ? "update" : "statusChange",
    entity: lead.entity,
    entityId: lead.id,
    summary: parts.length > 0 ? `Changed ${lead.noun}: ${parts.join(", ")}` : `Saved ${lead.noun} unchanged`,
    before: was,
    after: now,
  });
  if ("stage" in now)
    await recordWebhookEvent(
      tx,
      "lead.stage_changed",
      { kind: lead.entity, id: lead.id, from: before.stage, to: after.stage },
      record,
    );
}

/**
 * Adds a staff member's note to a lead that `exists` (locked) in the same transaction, with its
 * entry. The entry names the note and its length, not its text: the thread is the record of what
 * was written, and an erased lead takes its notes with it, which a year-long copy in the audit log
 * would defeat (ADR 0076, 0083).
 */
export async function addNote(
  staff: StaffWrites,
  lead: { entity: Extract<AuditEntity, "enquiry" | "application">; id: string; noun: string; column: NoteLead },
  exists: (tx: Db) => Promise<boolean>,
  notFound: () => Error,
  text: string,
): Promise<LeadNote> {
  return staff.change(async (tx) => {
    if (!(await exists(tx))) throw notFound();
    const actor = staff.audit.staff.actor;
    const note = await insertNote(tx, lead.column, actor ? { _id: actor.id, username: actor.username } : null, text);
    await staff.audit.record(tx, {
      action: "update",
      entity: lead.entity,
      entityId: lead.id,
      summary: `Added a note to ${lead.noun}`,
      before: null,
      after: { note: { _id: note._id, characters: note.text.length } },
    });
    return note;
  });
}

/** How an export's audit entry names the list filters it was made with: " (stage won, owner none)". */
export function filtersNamed(filter: Record<string, string | undefined>): string {
  const set = Object.entries(filter).filter(([, value]) => value !== undefined);
  return set.length > 0 ? ` (${set.map(([key, value]) => `${key} ${value}`).join(", ")})` : "";
}
