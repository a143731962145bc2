import { personalDataNouns } from "../../../domain/access.ts";
import type { AuditEntity } from "../../../domain/audit.ts";
import {
  type FollowUpChange,
  type FollowUpDto,
  type FollowUpInput,
  type FollowUpLeadKind,
  followUpMessages,
} from "../../../domain/follow-ups.ts";
import { inboxMessages } from "../../../domain/inbox.ts";
import type { StaffRef } from "../../../domain/pipeline.ts";
import { canUseData, type PersonalDataArea } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { validationError } from "../../errors/validation.ts";
import { isUuid } from "../../lib/uuid.ts";
import { findApplication } from "../applications/admin-queries.ts";
import { findEnquiry } from "../contact/admin-queries.ts";
import { findStaff } from "../pipeline/queries.ts";
import {
  deleteFollowUp,
  findAssignee,
  findFollowUp,
  insertFollowUp,
  selectFollowUps,
  type Today,
  updateFollowUp,
} from "./queries.ts";

/** What each kind of lead brings to its follow-ups: the area whose rights govern them, its audit entity. */
export const followUpLeads: Record<
  FollowUpLeadKind,
  {
    area: PersonalDataArea;
    entity: Extract<AuditEntity, "enquiry" | "application">;
    noun: string;
    notFound: string;
    exists: (tx: Db, id: string) => Promise<boolean>;
  }
> = {
  enquiry: {
    area: "leads",
    entity: "enquiry",
    noun: "an enquiry",
    notFound: inboxMessages.enquiryNotFound,
    exists: async (tx, id) => (await findEnquiry(tx, id)) !== null,
  },
  application: {
    area: "applications",
    entity: "application",
    noun: "an application",
    notFound: inboxMessages.applicationNotFound,
    exists: async (tx, id) => (await findApplication(tx, id, true)) !== null,
  },
};

/**
 * The staff user a follow-up is assigned to, who must exist and may read the lead's area: one who
 * may not would never see it, and nobody would be told (issue 69). 400 on `ownerId` otherwise.
 */
async function assigneeOf(tx: Db, ownerId: string, area: PersonalDataArea): Promise<StaffRef> {
  const owner = await findAssignee(tx, ownerId);
  if (!owner) throw validationError([{ path: "ownerId", message: followUpMessages.ownerUnknown }]);
  if (!canUseData(owner.rights, area, "read")) {
    const message = followUpMessages.ownerCannotRead(owner.ref.username, personalDataNouns[area]);
    throw validationError([{ path: "ownerId", message }]);
  }
  return owner.ref;
}

async function oneFollowUp(tx: Db, id: string, today: Today): Promise<FollowUpDto> {
  const [dto] = await selectFollowUps(tx, { id, kinds: ["enquiry", "application"] }, today);
  if (!dto) throw new NotFound(followUpMessages.notFound);
  return dto;
}

/**
 * Adds a follow-up to a lead, with the lead's audit entry (ADR 0175). The entry names when it is
 * due and for whom, not the task's text: an erased lead takes its follow-ups with it, which a
 * year-long copy in the audit log would defeat (as for notes, ADR 0083).
 */
export async function createFollowUp(
  staff: StaffWrites,
  kind: FollowUpLeadKind,
  leadId: string,
  input: FollowUpInput,
  today: Today,
): Promise<FollowUpDto> {
  const lead = followUpLeads[kind];
  if (!isUuid(leadId)) throw new NotFound(lead.notFound);
  return staff.change(async (tx) => {
    if (!(await lead.exists(tx, leadId))) throw new NotFound(lead.notFound);
    const owner = await assigneeOf(tx, input.ownerId, lead.area);
    const actor = staff.audit.staff.actor;
    // An API key acts for nobody on the staff list: its follow-ups have no author.
    const author = actor ? await findStaff(tx, actor.id) : null;
    const dueAt = new Date(input.dueAt);
    const id = await insertFollowUp(tx, {
      ...(kind === "enquiry" ? { enquiryId: leadId } : { applicationId: leadId }),
      dueAt,
      task: input.task,
      ownerId: owner._id,
      createdById: author?._id ?? null,
    });
    await staff.audit.record(tx, {
      action: "update",
      entity: lead.entity,
      entityId: leadId,
      summary: `Added a follow-up to ${lead.noun} for ${owner.username}, due ${dueAt.toISOString()}`,
      before: null,
      after: { followUp: { _id: id, dueAt: dueAt.toISOString(), owner, characters: input.task.length } },
    });
    return oneFollowUp(tx, id, today);
  });
}

const kindOf = (row: { enquiryId: string | null }): FollowUpLeadKind =>
  row.enquiryId !== null ? "enquiry" : "application";

/** The follow-up, locked, and its lead, once the caller may update the lead's area (403 otherwise); unknown → 404. */
async function followUpToChange(tx: Db, id: string, requireUpdate: (area: PersonalDataArea) => void) {
  const current = await findFollowUp(tx, id);
  if (!current) throw new NotFound(followUpMessages.notFound);
  const lead = followUpLeads[kindOf(current)];
  requireUpdate(lead.area);
  return { current, lead, leadId: current.enquiryId ?? current.applicationId ?? id };
}

/**
 * Changes a follow-up (its time, task, owner, or done), once the caller is found to hold the update
 * right of its lead's area (`requireUpdate` answers 403 otherwise). Unknown → 404.
 */
export async function changeFollowUp(
  staff: StaffWrites,
  requireUpdate: (area: PersonalDataArea) => void,
  id: string,
  change: FollowUpChange,
  at: { now: Date; today: Today },
): Promise<FollowUpDto> {
  if (!isUuid(id)) throw new NotFound(followUpMessages.notFound);
  return staff.change(async (tx) => {
    const { current, lead, leadId } = await followUpToChange(tx, id, requireUpdate);
    const owner = change.ownerId !== undefined ? await assigneeOf(tx, change.ownerId, lead.area) : undefined;
    const ownerBefore = current.ownerId ? await findStaff(tx, current.ownerId) : null;
    const wasDone = current.doneAt !== null;
    const doneAt = change.done === undefined || change.done === wasDone ? undefined : change.done ? at.now : null;
    const dueAt = change.dueAt !== undefined ? new Date(change.dueAt) : undefined;
    await updateFollowUp(tx, id, {
      ...(dueAt !== undefined ? { dueAt } : {}),
      ...(change.task !== undefined ? { task: change.task } : {}),
      ...(owner !== undefined ? { ownerId: owner._id } : {}),
      ...(doneAt !== undefined ? { doneAt } : {}),
    });
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const parts: string[] = [];
    if (dueAt !== undefined && dueAt.getTime() !== new Date(current.dueAt).getTime()) {
      before.dueAt = new Date(current.dueAt).toISOString();
      after.dueAt = dueAt.toISOString();
      parts.push(`due ${dueAt.toISOString()}`);
    }
    if (change.task !== undefined && change.task !== current.task) {
      before.characters = current.task.length;
      after.characters = change.task.length;
      parts.push("task");
    }
    if (owner !== undefined && owner._id !== ownerBefore?._id) {
      before.owner = ownerBefore;
      after.owner = owner;
      parts.push(`owner ${owner.username}`);
    }
    if (doneAt !== undefined) {
      before.done = wasDone;
      after.done = !wasDone;
      parts.push(wasDone ? "open again" : "done");
    }
    await staff.audit.record(tx, {
      action: doneAt !== undefined && parts.length === 1 ? "statusChange" : "update",
      entity: lead.entity,
      entityId: leadId,
      summary:
        parts.length > 0
          ? `Changed a follow-up of ${lead.noun}: ${parts.join(", ")}`
          : `Saved a follow-up of ${lead.noun} unchanged`,
      before: { followUp: { _id: id, ...before } },
      after: { followUp: { _id: id, ...after } },
    });
    return oneFollowUp(tx, id, at.today);
  });
}

/** Removes a follow-up, with its lead's audit entry; the same rights as changing it. */
export async function removeFollowUp(
  staff: StaffWrites,
  requireUpdate: (area: PersonalDataArea) => void,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw new NotFound(followUpMessages.notFound);
  await staff.change(async (tx) => {
    const { current, lead, leadId } = await followUpToChange(tx, id, requireUpdate);
    await deleteFollowUp(tx, id);
    await staff.audit.record(tx, {
      action: "update",
      entity: lead.entity,
      entityId: leadId,
      summary: `Deleted a follow-up of ${lead.noun}`,
      before: { followUp: { _id: id, dueAt: new Date(current.dueAt).toISOString(), done: current.doneAt !== null } },
      after: null,
    });
  });
}
