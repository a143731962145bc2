import { eq, sql } from "drizzle-orm";
import { emailKey } from "../../../domain/people.ts";
import type { ContactSource } from "../../../domain/person-identity.ts";
import { phoneKey } from "../../../domain/phone.ts";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema/people.ts";
import { addContact, personOfEmail, showContacts } from "./contacts.ts";

/** Who a public submission says it is from; a newsletter sign-up knows the address only. */
export type Submitter = { email: string; phone?: string; name?: string; source: ContactSource };

/** How many merges a person's `merged_into_id` chain is followed (a merge into a merged person is refused). */
const MAX_HOPS = 20;

/** The person `id` stands for now: itself, or whoever it was merged into (and so on). */
export async function survivorOf(tx: Db, id: string): Promise<string> {
  let current = id;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const [row] = await tx.select({ mergedIntoId: people.mergedIntoId }).from(people).where(eq(people.id, current));
    if (!row?.mergedIntoId) return current;
    current = row.mergedIntoId;
  }
  return current;
}

/**
 * The person a submission belongs to (ADR 0250), made when nobody has its address: e-mail addresses
 * (trimmed, lower case) are the only key. A phone number never joins two addresses: a shared one only
 * makes the two people a possible duplicate. The number is remembered with the person, their name
 * filled in where still unknown, and they are seen now. Call it in the submission's own transaction.
 */
export async function attachPerson(tx: Db, submitter: Submitter): Promise<string> {
  const email = emailKey(submitter.email);
  const phone = submitter.phone ? phoneKey(submitter.phone) : null;
  const name = submitter.name?.trim() ?? "";
  const found = email ? await personOfEmail(tx, email) : null;
  const id = found ? await survivorOf(tx, found) : await newPerson(tx, email, phone, name, submitter.source);
  if (phone) await addContact(tx, id, "phone", phone, submitter.source);
  await tx
    .update(people)
    .set({
      lastSeenAt: sql`greatest(${people.lastSeenAt}, now())`,
      ...(name ? { name: sql`case when ${people.name} = '' then ${name} else ${people.name} end` } : {}),
    })
    .where(eq(people.id, id));
  await showContacts(tx, [id]);
  return id;
}

/**
 * A new person with this address and number. Two first submissions from one address at once: the
 * second's address waits for the first's transaction and then finds it taken, so its person goes
 * again and the submission joins the first's.
 */
async function newPerson(
  tx: Db,
  email: string | null,
  phone: string | null,
  name: string,
  source: ContactSource,
): Promise<string> {
  const [row] = await tx.insert(people).values({ email, phone, name }).returning({ id: people.id });
  if (!email || (await addContact(tx, row.id, "email", email, source))) return row.id;
  await tx.delete(people).where(eq(people.id, row.id));
  const holder = await personOfEmail(tx, email);
  if (!holder) throw new Error("an address taken a moment ago has no person");
  return survivorOf(tx, holder);
}
