import { type AnyColumn, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, enquiries, newsletterSubscribers, potentialCustomers } from "../../db/schema.ts";

/** The address as stored in any letter case: people type `Jane@Example.com` one day and `jane@…` the next. */
const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/**
 * Deletes every lead row of `email` with `tx`: enquiries, applications (answering their resume keys,
 * whose files go once the transaction commits), the newsletter subscription and the potential
 * customer. Rows that depend on an enquiry or an application go with it by foreign-key cascade.
 */
export async function deleteLeadsOf(tx: Db, email: string) {
  const enquiriesGone = await tx
    .delete(enquiries)
    .where(sameAddress(enquiries.email, email))
    .returning({ id: enquiries.id });
  const applicationsGone = await tx
    .delete(applications)
    .where(sameAddress(applications.email, email))
    .returning({ resumeKey: applications.resumeKey });
  const subscriptionsGone = await tx
    .delete(newsletterSubscribers)
    .where(sameAddress(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  const potentialCustomersGone = await tx
    .delete(potentialCustomers)
    .where(sameAddress(potentialCustomers.email, email))
    .returning({ id: potentialCustomers.id });
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
