import { randomUUID } from "node:crypto";
import type { Attribution } from "../../../domain/attribution.ts";
import type { ContactInput } from "../../../domain/contact.ts";
import type { EnquiryStatus } from "../../../domain/enums.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { type EnquiryDto, inboxMessages } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { enquiries } from "../../db/schema.ts";
import { notFound } from "../../http/http-error.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { LeadNotices } from "../lead-notices/notices.ts";
import { recordPotentialCustomer } from "../potential-customers/record.ts";
import type { StaffWrites } from "../staff-writes.ts";
import { deleteEnquiry, findEnquiry, toEnquiryDto, updateEnquiryStatus } from "./admin-queries.ts";

/**
 * Stores a contact enquiry (input already checked with contactSchema) and counts its sender as a
 * potential customer, both or neither, with the visit that led to it; once committed, staff who
 * asked are told. A filled honeypot gets a believable id and stores (and tells) nothing.
 */
export async function createEnquiry(
  db: Db,
  input: ContactInput,
  attribution: Attribution,
  notices: LeadNotices,
): Promise<{ _id: string }> {
  if (isHoneypotFilled(input.website)) return { _id: randomUUID() };
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        fullname: input.fullname,
        phone: input.phone,
        email: input.email,
        address: input.address,
        message: input.message,
        source: input.source ?? "contact",
        ...attribution,
      })
      .returning({ id: enquiries.id });
    await recordPotentialCustomer(tx, input.email, input.source ?? "contact", attribution);
    return { _id: row.id };
  });
  notices.enquiryReceived(created._id);
  return created;
}

/** Marks an enquiry pending or completed; an id that is no UUID cannot exist, so it is not found. */
export async function setEnquiryStatus(
  { change, audit }: StaffWrites,
  id: string,
  status: EnquiryStatus,
): Promise<EnquiryDto> {
  if (!isUuid(id)) throw notFound(inboxMessages.enquiryNotFound);
  return change(async (tx) => {
    const current = await findEnquiry(tx, id);
    if (!current) throw notFound(inboxMessages.enquiryNotFound);
    const row = await updateEnquiryStatus(tx, id, status);
    if (!row) throw notFound(inboxMessages.enquiryNotFound);
    await audit.record(tx, {
      action: "statusChange",
      entity: "enquiry",
      entityId: id,
      summary: `Marked an enquiry as ${status}`,
      before: { status: current.status },
      after: { status: row.status },
    });
    return toEnquiryDto(row);
  });
}

/**
 * The entry keeps no copy of the sender's details: a deleted enquiry is gone from the audit log
 * too, only the fact of it stays (docs/decisions/0076).
 */
export async function removeEnquiry({ change, audit }: StaffWrites, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(inboxMessages.enquiryNotFound);
  await change(async (tx) => {
    const row = await deleteEnquiry(tx, id);
    if (!row) throw notFound(inboxMessages.enquiryNotFound);
    await audit.record(tx, {
      action: "delete",
      entity: "enquiry",
      entityId: id,
      summary: `Deleted an enquiry (${row.source}, ${row.status})`,
      before: { source: row.source, status: row.status, receivedAt: toIso(row.createdAt) },
    });
  });
}
