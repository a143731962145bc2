import { randomUUID } from "node:crypto";
import type { Attribution } from "../../../domain/attribution.ts";
import type { ContactInput } from "../../../domain/contact.ts";
import type { EnquiryStatus } from "../../../domain/enums.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import { type EnquiryDto, inboxMessages } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { enquiries } from "../../db/schema.ts";
import { notFound } from "../../http/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { recordPotentialCustomer } from "../potential-customers/record.ts";
import { deleteEnquiry, toEnquiryDto, updateEnquiryStatus } from "./admin-queries.ts";

/**
 * Stores a contact enquiry (input already checked with contactSchema) and counts its sender as a
 * potential customer, both or neither, with the visit that led to it. A filled honeypot gets a
 * believable id and stores nothing.
 */
export async function createEnquiry(db: Db, input: ContactInput, attribution: Attribution): Promise<{ _id: string }> {
  if (isHoneypotFilled(input.website)) return { _id: randomUUID() };
  return db.transaction(async (tx) => {
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
}

/** Marks an enquiry pending or completed; an id that is no UUID cannot exist, so it is not found. */
export async function setEnquiryStatus(db: Db, id: string, status: EnquiryStatus): Promise<EnquiryDto> {
  const row = isUuid(id) ? await updateEnquiryStatus(db, id, status) : null;
  if (!row) throw notFound(inboxMessages.enquiryNotFound);
  return toEnquiryDto(row);
}

export async function removeEnquiry(db: Db, id: string): Promise<void> {
  if (!(isUuid(id) && (await deleteEnquiry(db, id)))) throw notFound(inboxMessages.enquiryNotFound);
}
