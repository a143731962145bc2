import { type AnyColumn, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  applications,
  enquiries,
  newsletterSubscribers,
  people,
  potentialCustomers,
  webhookDeliveries,
} from "../../db/schema.ts";

/** The address as stored in any letter case: people type `Jane@Example.com` one day and `jane@…` the next. */
const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/**
 * Deletes every lead row of `email` with `tx`: enquiries, applications (answering their resume keys,
 * whose files go once the transaction commits), the newsletter subscription and the potential
 * customer. Rows that depend on an enquiry or an application go with it by foreign-key cascade;
 * the copies of those leads kept in webhook deliveries for endpoints that include the record (ADR
 * 0138) are taken out of them.
 */
export async function deleteLeadsOf(tx: Db, email: string) {
  const enquiriesGone = await tx
    .delete(enquiries)
    .where(sameAddress(enquiries.email, email))
    .returning({ id: enquiries.id });
  const applicationsGone = await tx
    .delete(applications)
    .where(sameAddress(applications.email, email))
    .returning({ id: applications.id, resumeKey: applications.resumeKey });
  const subscriptionsGone = await tx
    .delete(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  const potentialCustomersGone = await tx
    .delete(potentialCustomers)
    .where(sameAddress(potentialCustomers.email, email))
    .returning({ id: potentialCustomers.id });
  // The person of that address goes too, with the e-mails sent to them (ADR 0171); their counts are
  // the lists' above.
  await tx.delete(people).where(sql`${people.email} = lower(btrim(${email}))`);
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
