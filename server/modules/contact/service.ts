import { randomUUID } from "node:crypto";
import type { ContactInput } from "../../../domain/contact.ts";
import { isHoneypotFilled } from "../../../domain/honeypot.ts";
import type { Db } from "../../db/client.ts";
import { enquiries } from "../../db/schema.ts";
import { recordPotentialCustomer } from "../potential-customers/record.ts";

/**
 * Stores a contact enquiry (input already checked with contactSchema) and counts its sender as a
 * potential customer, both or neither. A filled honeypot gets a believable id and stores nothing.
 */
export async function createEnquiry(db: Db, input: ContactInput): Promise<{ _id: string }> {
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
      })
      .returning({ id: enquiries.id });
    await recordPotentialCustomer(tx, input.email, input.source ?? "contact");
    return { _id: row.id };
  });
}
