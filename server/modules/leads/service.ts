import { eq, sql } from "drizzle-orm";
import { type ManualLeadInput, manualLeadMessages, manualLeadSourceLabels } from "../../../domain/manual-leads.ts";
import type { Db } from "../../db/client.ts";
import { enquiries, people } from "../../db/schema/people.ts";
import { recordLeadEvent } from "../../engines/audit-trail/webhook-outbox.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { validationError } from "../../errors/validation.ts";
import { isUuid } from "../../lib/uuid.ts";
import { enquiryById } from "../contact/admin-queries.ts";
import { survivorOf } from "../people/attach.ts";
import { addContact, personOfEmail, showContacts } from "../people/contacts.ts";
import { lockPerson } from "../people/queries.ts";
import { staffIdOf } from "../people/staff-names.ts";

/**
 * Adds a lead that did not come through a form (ADR 0251): an enquiry with its source ("phone
 * call", "walk-in", …) and what was said, for the person chosen, else the one holding the e-mail
 * address typed, else a new person. The address and number typed become the person's (an address
 * another person holds is refused); the enquiry keeps what the lead came with. The staff member
 * who adds it owns it. Audited, and announced to webhooks like any new lead; nobody is e-mailed
 * about it (whoever added it knows).
 */
export async function addManualLead(staff: StaffWrites, input: ManualLeadInput) {
  return staff.change(async (tx) => {
    const personId = await personOf(tx, input);
    if (input.email) await addContact(tx, personId, "email", input.email, "lead");
    if (input.phone) await addContact(tx, personId, "phone", input.phone, "lead");
    await tx
      .update(people)
      .set({
        lastSeenAt: sql`greatest(${people.lastSeenAt}, now())`,
        name: sql`case when ${people.name} = '' then ${input.name} else ${people.name} end`,
      })
      .where(eq(people.id, personId));
    await showContacts(tx, [personId]);
    const actor = staff.audit.staff.actor;
    const [row] = await tx
      .insert(enquiries)
      .values({
        personId,
        fullname: input.name,
        // As the lead came: a phone call has no address of its own (the person's page has theirs),
        // and a lead added to the wrong person by mistake can still be split off.
        email: input.email ?? "",
        phone: input.phone ?? "",
        address: "",
        message: input.note ?? "",
        source: input.source,
        ownerId: actor ? await staffIdOf(tx, actor.id) : null,
      })
      .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
    await staff.audit.record(tx, {
      action: "create",
      entity: "enquiry",
      entityId: row.id,
      summary: `Added an enquiry by hand (${manualLeadSourceLabels[input.source]})`,
      before: null,
      after: { source: input.source, personId },
    });
    await recordLeadEvent(tx, "enquiry", row, () => enquiryById(tx, row.id));
    return { enquiryId: row.id, personId };
  });
}

/** The person the lead is for: the one chosen (400 when unknown), else by the address, else new. */
async function personOf(tx: Db, input: ManualLeadInput): Promise<string> {
  const holder = input.email ? await personOfEmail(tx, input.email) : null;
  if (input.personId !== undefined) {
    const chosen = isUuid(input.personId) ? await lockPerson(tx, input.personId) : null;
    if (!chosen) throw validationError([{ path: "personId", message: manualLeadMessages.personNotFound }]);
    const id = await survivorOf(tx, chosen.id);
    if (holder && (await survivorOf(tx, holder)) !== id)
      throw validationError([{ path: "email", message: manualLeadMessages.emailOfOther }]);
    return id;
  }
  if (holder) return survivorOf(tx, holder);
  const [row] = await tx
    .insert(people)
    .values({ name: input.name, email: input.email ?? null, phone: input.phone ?? null })
    .returning({ id: people.id });
  return row.id;
}
