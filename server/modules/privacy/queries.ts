import { type AnyColumn, and, eq, inArray, ne, sql } from "drizzle-orm";
import { emailKey } from "../../../domain/people.ts";
import type { Db } from "../../db/client.ts";
import {
  applications,
  enquiries,
  inboundEmails,
  newsletterSubscribers,
  people,
  personContacts,
  personEmails,
  potentialCustomers,
} from "../../db/schema/people.ts";
import { webhookDeliveries } from "../../db/schema/webhooks.ts";
import { personOfEmail } from "../people/contacts.ts";
import { forgetPeopleWithoutLeads, removedApplication, tidyPeopleAfterRemoval } from "../people/queries.ts";

/** The address as stored in any letter case: people type `Jane@Example.com` one day and `jane@…` the next. */
const sameAddress = (column: AnyColumn, email: string) => sql`lower(btrim(${column})) = lower(btrim(${email}))`;

/**
 * Deletes every lead row of `email` with `tx`: enquiries, applications (answering their resume keys,
 * whose files go once the transaction commits), the newsletter subscription and the potential
 * customer. Rows that depend on an enquiry or an application go with it by foreign-key cascade;
 * the copies of those leads kept in webhook deliveries for endpoints that include the record (ADR
 * 0138) are taken out of them.
 *
 * The person of the address (ADR 0250): when it is their only address their leads staff added without
 * one go too, and so do they once no lead is left; when they have others (a merge), they keep the
 * leads of those and lose the address, what was sent to it and what came from it. A person is only
 * ever removed with their last lead: nobody else's lead is left without its person.
 */
export async function deleteLeadsOf(tx: Db, email: string) {
  const key = emailKey(email) ?? "";
  const holder = key ? await personOfEmail(tx, key) : null;
  const onlyAddress = holder !== null && !(await hasOtherAddress(tx, holder, key));
  const enquiriesGone = await tx
    .delete(enquiries)
    .where(sameAddress(enquiries.email, email))
    .returning({ id: enquiries.id, personId: enquiries.personId, name: enquiries.fullname });
  // A phone call staff added for someone known by this address alone is theirs too.
  if (onlyAddress)
    enquiriesGone.push(
      ...(await tx
        .delete(enquiries)
        .where(and(eq(enquiries.personId, holder), eq(sql`btrim(${enquiries.email})`, "")))
        .returning({ id: enquiries.id, personId: enquiries.personId, name: enquiries.fullname })),
    );
  const applicationsGone = await tx
    .delete(applications)
    .where(sameAddress(applications.email, email))
    .returning(removedApplication);
  const subscriptionsGone = await tx
    .delete(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id, personId: newsletterSubscribers.personId });
  const potentialCustomersGone = await tx
    .delete(potentialCustomers)
    .where(sameAddress(potentialCustomers.email, email))
    .returning({ id: potentialCustomers.id, personId: potentialCustomers.personId });
  // What was sent to the address and what came from it, and the address itself.
  await tx.delete(personEmails).where(sameAddress(personEmails.to, email));
  await tx.delete(inboundEmails).where(eq(inboundEmails.fromAddress, key));
  await tx.delete(personContacts).where(and(eq(personContacts.kind, "email"), eq(personContacts.value, key)));
  // The people it named: the holder, those merged away known by it, and any the rows pointed at.
  const known = await tx.select({ id: people.id }).from(people).where(eq(people.email, key));
  const named = [
    holder,
    ...known.map((row) => row.id),
    ...[...enquiriesGone, ...applicationsGone, ...subscriptionsGone, ...potentialCustomersGone].map(
      (row) => row.personId,
    ),
  ];
  await forgetPeopleWithoutLeads(tx, named);
  await tidyPeopleAfterRemoval(tx, named, {
    addresses: [key],
    names: [...enquiriesGone, ...applicationsGone].map((row) => row.name),
  });
  const leadIds = [...enquiriesGone, ...applicationsGone, ...subscriptionsGone].map((row) => row.id);
  if (leadIds.length > 0)
    await tx
      .update(webhookDeliveries)
      .set({ data: sql`${webhookDeliveries.data} - 'record'` })
      .where(inArray(sql`${webhookDeliveries.data}->>'id'`, leadIds));
  return {
    counts: {
      enquiries: enquiriesGone.length,
      applications: applicationsGone.length,
      subscriptions: subscriptionsGone.length,
      potentialCustomers: potentialCustomersGone.length,
    },
    resumeKeys: applicationsGone.map((row) => row.resumeKey),
  };
}

/** Whether the person has an address besides `key`. */
async function hasOtherAddress(tx: Db, personId: string, key: string): Promise<boolean> {
  const rows = await tx
    .select({ id: personContacts.id })
    .from(personContacts)
    .where(and(eq(personContacts.personId, personId), eq(personContacts.kind, "email"), ne(personContacts.value, key)))
    .limit(1);
  return rows.length > 0;
}
