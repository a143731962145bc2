import { and, eq, isNull, lt } from "drizzle-orm";
import { canUseData } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { applications, enquiries, leadFollowUps } from "../../db/schema/people.ts";
import { adminUsers, privileges } from "../../db/schema/staff.ts";
import { rightsOf, roleColumns, staffAddress } from "../permission/staff-rights.ts";
import { followUpLeadColumns, followUpLeadOf } from "./queries.ts";
import { leadDigestRuns } from "./schema.ts";
import { followUpLeads } from "./service.ts";

/**
 * Claims the digest of the local date `day`: true for the one caller whose insert made the row,
 * false for every other instance (or a second tick) that day. The primary key decides, so the
 * claim holds across instances on PostgreSQL as on one PGlite process (ADR 0177).
 */
export async function claimDigestDay(db: Db, day: string): Promise<boolean> {
  const rows = await db
    .insert(leadDigestRuns)
    .values({ day })
    .onConflictDoNothing()
    .returning({ day: leadDigestRuns.day });
  return rows.length > 0;
}

export type DigestItem = {
  leadKind: "enquiry" | "application";
  leadId: string;
  leadName: string;
  task: string;
  dueAt: Date;
};
export type DigestRecipient = { email: string; fullName: string; items: DigestItem[] };

/**
 * Every open follow-up due before `before` (today's end), by owner, soonest first — only those on
 * leads the owner may still read: the digest carries the lead's name (ADR 0136).
 */
export async function digestRecipients(db: Db, before: Date): Promise<DigestRecipient[]> {
  const rows = await db
    .select({
      ownerId: adminUsers.id,
      ...staffAddress,
      ...roleColumns,
      ...followUpLeadColumns,
      task: leadFollowUps.task,
      dueAt: leadFollowUps.dueAt,
    })
    .from(leadFollowUps)
    .innerJoin(adminUsers, eq(adminUsers.id, leadFollowUps.ownerId))
    .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
    .leftJoin(enquiries, eq(enquiries.id, leadFollowUps.enquiryId))
    .leftJoin(applications, eq(applications.id, leadFollowUps.applicationId))
    .where(and(isNull(leadFollowUps.doneAt), lt(leadFollowUps.dueAt, before)))
    .orderBy(leadFollowUps.dueAt, leadFollowUps.id);
  const byOwner = new Map<string, DigestRecipient>();
  for (const row of rows) {
    const lead = followUpLeadOf(row);
    if (!canUseData(rightsOf(row), followUpLeads[lead.kind].area, "read")) continue;
    const recipient = byOwner.get(row.ownerId) ?? { email: row.email, fullName: row.fullName, items: [] };
    recipient.items.push({
      leadKind: lead.kind,
      leadId: lead._id,
      leadName: lead.name,
      task: row.task,
      dueAt: new Date(row.dueAt),
    });
    byOwner.set(row.ownerId, recipient);
  }
  return [...byOwner.values()];
}
