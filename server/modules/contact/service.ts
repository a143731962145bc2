import { randomUUID } from "node:crypto";
import type { Attribution } from "../../../domain/attribution.ts";
import { type ContactInput, contactSchemaOf } from "../../../domain/contact.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { type EnquiryChange, type EnquiryDto, inboxMessages } from "../../../domain/inbox.ts";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/locales.ts";
import type { PhoneRules } from "../../../domain/phone.ts";
import {
  type EnquiryStage,
  type LeadNote,
  pipelineMessages,
  stageForStatus,
  statusOfStage,
} from "../../../domain/pipeline.ts";
import type { Db } from "../../db/client.ts";
import { enquiries } from "../../db/schema/people.ts";
import { recordLeadEvent } from "../../engines/audit-trail/webhook-outbox.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { validationError, zodIssues } from "../../errors/validation.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { LeadNotices } from "../lead-notices/notices.ts";
import { attachPerson } from "../people/attach.ts";
import { findStaff } from "../pipeline/queries.ts";
import { removeLead } from "../pipeline/remove-lead.ts";
import { addNote, ownerOfChange, recordLeadChange } from "../pipeline/service.ts";
import { recordPotentialCustomer } from "../potential-customers/record.ts";
import { deleteEnquiry, enquiryById, findEnquiry, updateEnquiryPipeline } from "./admin-queries.ts";

/**
 * A submitted contact form checked as the site's phone rule says (400 listing every field's issue,
 * in `locale`'s words), its phone number normalised.
 */
export function readEnquiry(fields: unknown, phones: PhoneRules, locale: Locale = DEFAULT_LOCALE): ContactInput {
  const parsed = contactSchemaOf(phones, locale).safeParse(fields);
  if (!parsed.success) throw validationError(zodIssues(parsed.error));
  return parsed.data;
}

/**
 * Stores a contact enquiry (input already checked with readEnquiry) and counts its sender as a
 * potential customer, both or neither, with the visit that led to it; the sender's person is found
 * or made in the same transaction (ADR 0171); `language` is the one the visitor wrote in. Once committed, staff who asked, and the owner of a repeat's earlier lead, are told. A filled honeypot gets a believable id and stores (and tells) nothing.
 */
export async function createEnquiry(
  db: Db,
  input: ContactInput,
  attribution: Attribution,
  notices: LeadNotices,
  language: Locale = DEFAULT_LOCALE,
): Promise<{ _id: string }> {
  if (isHoneypotFilled(input.website)) return { _id: randomUUID() };
  const created = await db.transaction(async (tx) => {
    const personId = await attachPerson(tx, {
      email: input.email,
      phone: input.phone,
      name: input.fullname,
      source: "enquiry",
    });
    const [row] = await tx
      .insert(enquiries)
      .values({
        personId,
        fullname: input.fullname,
        phone: input.phone,
        email: input.email,
        address: input.address,
        message: input.message,
        source: input.source ?? "contact",
        ...attribution,
        language,
      })
      .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
    await recordPotentialCustomer(tx, input.email, input.source ?? "contact", attribution, personId);
    await recordLeadEvent(tx, "enquiry", row, () => enquiryById(tx, row.id));
    return { _id: row.id };
  });
  notices.enquiryReceived(created._id);
  return created;
}

/**
 * Moves an enquiry along the pipeline and/or gives it an owner (`{ status }`, the older call, moves
 * the stage as `stageForStatus` says). Unknown enquiry → 404, unknown owner → 400; the answer is the
 * enquiry as the list shows it. Nothing public changes, so no cached page is dropped.
 */
export async function changeEnquiry(staff: StaffWrites, id: string, change: EnquiryChange): Promise<EnquiryDto> {
  if (!isUuid(id)) throw new NotFound(inboxMessages.enquiryNotFound);
  return staff.change(async (tx) => {
    const current = await findEnquiry(tx, id);
    if (!current) throw new NotFound(inboxMessages.enquiryNotFound);
    const owner = await ownerOfChange(tx, change.ownerId);
    const ownerBefore = current.ownerId ? await findStaff(tx, current.ownerId) : null;
    const stage = change.stage ?? (change.status ? stageForStatus(current.stage, change.status) : current.stage);
    const deal = dealOfChange(current, stage, change);
    await updateEnquiryPipeline(tx, id, {
      stage,
      ...(owner === undefined ? {} : { ownerId: owner?._id ?? null }),
      ...deal,
    });
    const dealSent = [change.dealValue, change.expectedCloseOn, change.lostReason].some((v) => v !== undefined);
    await recordLeadChange(
      staff,
      tx,
      { entity: "enquiry", id, noun: "an enquiry" },
      { stage: change.stage !== undefined || change.status !== undefined, owner: owner !== undefined || dealSent },
      { stage: current.stage, status: current.status, owner: ownerBefore, ...dealAudit(current) },
      {
        stage,
        status: statusOfStage(stage),
        owner: owner === undefined ? ownerBefore : owner,
        ...dealAudit({ ...current, ...deal }),
      },
      () => enquiryById(tx, id),
    );
    const changed = await enquiryById(tx, id);
    if (!changed) throw new NotFound(inboxMessages.enquiryNotFound);
    return changed;
  });
}

type Deal = { dealValue: number | null; expectedCloseOn: string | null; lostReason: string | null };

/**
 * The deal fields a change leaves the enquiry with (ADR 0176): what it sends, else what is stored.
 * A reason is kept only while the enquiry is lost: leaving that stage clears it, and one sent for an
 * enquiry that ends up elsewhere is refused (400 on `lostReason`). Moving to lost without one is
 * refused by the schema.
 */
function dealOfChange(current: Deal, stage: EnquiryStage, change: EnquiryChange): Deal {
  if (stage !== "lost" && change.lostReason !== undefined && change.lostReason !== null) {
    throw validationError([{ path: "lostReason", message: pipelineMessages.lostReasonNotLost }]);
  }
  const lostReason = stage === "lost" ? (change.lostReason ?? current.lostReason) : null;
  if (stage === "lost" && lostReason === null) {
    throw validationError([{ path: "lostReason", message: pipelineMessages.lostReasonRequired }]);
  }
  return {
    dealValue: change.dealValue === undefined ? current.dealValue : change.dealValue,
    expectedCloseOn: change.expectedCloseOn === undefined ? current.expectedCloseOn : change.expectedCloseOn,
    lostReason,
  };
}

/** The deal as its audit entry keeps it: the reason's length, not its words (as for notes, ADR 0083). */
const dealAudit = (deal: Deal) => ({
  dealValue: deal.dealValue,
  expectedCloseOn: deal.expectedCloseOn,
  lostReason: deal.lostReason === null ? null : { characters: deal.lostReason.length },
});

/** A staff member's private note on an enquiry (1–2000 characters, checked by the route's schema). */
export async function addEnquiryNote(staff: StaffWrites, id: string, text: string): Promise<LeadNote> {
  if (!isUuid(id)) throw new NotFound(inboxMessages.enquiryNotFound);
  return addNote(
    staff,
    { entity: "enquiry", id, noun: "an enquiry", column: { enquiryId: id } },
    async (tx) => (await findEnquiry(tx, id)) !== null,
    () => new NotFound(inboxMessages.enquiryNotFound),
    text,
  );
}

/**
 * The entry keeps no copy of the sender's details: a deleted enquiry is gone from the audit log
 * too, only the fact of it stays (docs/decisions/0076).
 */
export const removeEnquiry = (staff: StaffWrites, id: string): Promise<void> =>
  removeLead(staff, id, {
    entity: "enquiry",
    notFound: inboxMessages.enquiryNotFound,
    remove: deleteEnquiry,
    entry: (row) => ({
      summary: `Deleted an enquiry (${row.source}, ${row.stage})`,
      before: { source: row.source, status: row.status, stage: row.stage, receivedAt: toIso(row.createdAt) },
    }),
  });
