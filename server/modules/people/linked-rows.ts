import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  applications,
  enquiries,
  inboundEmails,
  newsletterSubscribers,
  personActivities,
  personContacts,
  personEmails,
  potentialCustomers,
} from "../../db/schema/people.ts";

/** The lists whose rows belong to a person, by the key a merge records their ids under. */
export const linkedTables = {
  enquiries,
  applications,
  subscribers: newsletterSubscribers,
  customers: potentialCustomers,
  emails: personEmails,
  contacts: personContacts,
  activities: personActivities,
  inbound: inboundEmails,
} as const;
export type LinkedKey = keyof typeof linkedTables;
export const linkedKeys = Object.keys(linkedTables) as LinkedKey[];

/**
 * Gives the rows `ids` of one list to person `to`: a merge, its undo and a split move rows this way.
 * With `from`, only those still on that person move (a lead split off since stays where it went).
 */
export async function moveLinked(tx: Db, key: LinkedKey, ids: string[], to: string, from?: string) {
  if (ids.length === 0) return;
  const table = linkedTables[key];
  await tx
    .update(table)
    .set({ personId: to })
    .where(and(inArray(table.id, ids), from === undefined ? undefined : eq(table.personId, from)));
}

/**
 * The rows of `from` that name one of the addresses `keys` (trimmed, lower case) go to `to`: the
 * addresses themselves, their subscriptions and visits, the e-mails sent to them and their answers.
 */
export async function moveWhatAddressesBrought(tx: Db, from: string, to: string, keys: string[]) {
  await tx
    .update(personContacts)
    .set({ personId: to })
    .where(
      and(eq(personContacts.personId, from), eq(personContacts.kind, "email"), inArray(personContacts.value, keys)),
    );
  for (const list of [newsletterSubscribers, potentialCustomers] as const)
    await tx
      .update(list)
      .set({ personId: to })
      .where(and(eq(list.personId, from), inArray(sql`lower(btrim(${list.email}))`, keys)));
  await tx
    .update(personEmails)
    .set({ personId: to })
    .where(and(eq(personEmails.personId, from), inArray(sql`lower(btrim(${personEmails.to}))`, keys)));
  await tx
    .update(inboundEmails)
    .set({ personId: to })
    .where(and(eq(inboundEmails.personId, from), inArray(inboundEmails.fromAddress, keys)));
}
