import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { canUseData, type PersonalDataArea } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/content.ts";
import { applications, enquiries, people } from "../../db/schema/people.ts";
import { adminUsers, privileges } from "../../db/schema/staff.ts";
import { repeatOfEnquiry } from "../people/queries.ts";
import { rightsOf, roleColumns, staffAddress } from "../permission/staff-rights.ts";

/**
 * The staff who asked to hear of new leads (the profile's setting) and may read the area the lead
 * belongs to: a notice holds the lead's personal data (ADR 0136).
 */
export async function findLeadRecipients(db: Db, area: PersonalDataArea) {
  const rows = await db
    .select({ ...staffAddress, ...roleColumns })
    .from(adminUsers)
    .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
    .where(eq(adminUsers.notifyLeads, true));
  return rows
    .filter((row) => canUseData(rightsOf(row), area, "read"))
    .map(({ email, fullName }) => ({ email, fullName }));
}

/** Enquiries as their notices show them, by id: one statement for every lead waiting for its notice. */
export async function findEnquiries(db: Db, ids: readonly string[]) {
  const rows = await db
    .select({
      id: enquiries.id,
      fullname: enquiries.fullname,
      email: enquiries.email,
      phone: enquiries.phone,
      address: enquiries.address,
      message: enquiries.message,
      source: enquiries.source,
      personId: enquiries.personId,
      repeatOfId: repeatOfEnquiry,
      earlierEnquiries: sql<number>`(
        select count(*)::int from ${enquiries} as earlier
        where earlier.person_id = "enquiries"."person_id"
          and (earlier.created_at, earlier.id) < ("enquiries"."created_at", "enquiries"."id"))`,
      replyToken: people.replyToken,
      language: enquiries.language,
    })
    .from(enquiries)
    .leftJoin(people, eq(people.id, enquiries.personId))
    .where(inArray(enquiries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The owner of a repeat enquiry's person's latest owned earlier enquiry (ADR 0171), when they may
 * still read leads; null when nobody owns one.
 */
export async function findRepeatOwner(db: Db, enquiry: { id: string; personId: string | null }) {
  if (!enquiry.personId) return null;
  const [row] = await db
    .select({ ...staffAddress, ...roleColumns, leadId: enquiries.id })
    .from(enquiries)
    .innerJoin(adminUsers, eq(adminUsers.id, enquiries.ownerId))
    .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
    .where(and(eq(enquiries.personId, enquiry.personId), ne(enquiries.id, enquiry.id)))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(1);
  if (!row) return null;
  return canUseData(rightsOf(row), "leads", "read")
    ? { email: row.email, fullName: row.fullName, leadId: row.leadId }
    : null;
}

/** An application's details for the notice; the resume is deliberately not among them. */
export async function findApplication(db: Db, id: string) {
  const rows = await db
    .select({
      id: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      phoneNumber: applications.phoneNumber,
      city: applications.city,
      state: applications.state,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      replyToken: people.replyToken,
      language: applications.language,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(people, eq(people.id, applications.personId))
    .where(eq(applications.id, id));
  return rows[0] ?? null;
}

export type EnquiryNotice =
  Awaited<ReturnType<typeof findEnquiries>> extends ReadonlyMap<string, infer Row> ? Row : never;
export type ApplicationNotice = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
