import { eq, sql } from "drizzle-orm";
import { emailKey } from "../../../domain/people.ts";
import type { ContactKind, ContactSource } from "../../../domain/person-identity.ts";
import { phoneKey } from "../../../domain/phone.ts";
import type { Db } from "../../db/client.ts";
import { people, personContacts } from "../../db/schema/people.ts";
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
  if (!found) {
    const made = await newPerson(tx, email, phone, name, submitter.source);
    if (made.owns) return made.id;
  }
  const id = await survivorOf(tx, found ?? (await holderOf(tx, email)));
  if (phone) await addContact(tx, id, "phone", phone, submitter.source);
  await showContacts(tx, [id], {
    lastSeenAt: sql`greatest(${people.lastSeenAt}, now())`,
    ...(name ? { name: sql`case when ${people.name} = '' then ${name} else ${people.name} end` } : {}),
  });
  return id;
}

/**
 * A new person with this address and number, seen now, in one statement: a public submission is
 * the site's commonest write, and on the embedded database each statement waits its turn. The
 * address and number shown are the only ones they have. Two first submissions from one address at
 * once: the second's address waits for the first's transaction and then finds it taken (`owns`
 * false), so its person goes again and the submission joins the first's.
 */
async function newPerson(
  tx: Db,
  email: string | null,
  phone: string | null,
  name: string,
  source: ContactSource,
): Promise<{ id: string; owns: boolean }> {
  const contact = (kind: ContactKind, value: string | null) => sql`
    insert into ${personContacts} (person_id, kind, value, source)
    select id, ${kind}, ${value}, ${source} from person where ${value}::text is not null
    on conflict do nothing returning person_id`;
  const { rows } = await tx.execute<{ id: string; owns: boolean }>(sql`
    with person as (insert into ${people} (email, phone, name) values (${email}, ${phone}, ${name}) returning id),
      address as (${contact("email", email)}),
      number as (${contact("phone", phone)})
    select person.id, (${email}::text is null or exists (select 1 from address)) as owns from person`);
  const [made] = rows;
  if (!made) throw new Error("a new person was not made");
  if (!made.owns) await tx.delete(people).where(eq(people.id, made.id));
  return made;
}

/** Who holds an address another submission took a moment ago. */
async function holderOf(tx: Db, email: string | null): Promise<string> {
  const holder = email ? await personOfEmail(tx, email) : null;
  if (!holder) throw new Error("an address taken a moment ago has no person");
  return holder;
}
