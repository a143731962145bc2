import { and, asc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  dueStateOf,
  FOLLOW_UP_LIST_MAX,
  type FollowUpDto,
  type FollowUpDueFilter,
  type FollowUpLeadKind,
} from "../../../domain/follow-ups.ts";
import type { Db } from "../../db/client.ts";
import { applications, enquiries, leadFollowUps } from "../../db/schema/people.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { toIso } from "../../lib/iso-date.ts";
import { findStaffRights } from "../permission/staff-rights.ts";
import { dueCondition, type Today } from "../pipeline/follow-up-due.ts";
import { ownerCondition, staffRef } from "../pipeline/queries.ts";

export type { Today };

const assignee = alias(adminUsers, "follow_up_owner");

export type FollowUpFilter = {
  due?: FollowUpDueFilter;
  owner?: string;
  /** The lead kinds the caller may read; the list never shows another. */
  kinds: readonly FollowUpLeadKind[];
  lead?: string;
  id?: string;
  /** Only those not done yet. */
  open?: boolean;
};

function matching(filter: FollowUpFilter, today: Today): SQL | undefined {
  const kindConditions = filter.kinds.map((kind) =>
    kind === "enquiry" ? isNotNull(leadFollowUps.enquiryId) : isNotNull(leadFollowUps.applicationId),
  );
  return and(
    or(...kindConditions) ?? sql`false`,
    filter.id !== undefined ? eq(leadFollowUps.id, filter.id) : undefined,
    filter.open ? isNull(leadFollowUps.doneAt) : undefined,
    filter.due !== undefined ? dueCondition(filter.due, today) : undefined,
    ownerCondition(leadFollowUps.ownerId, filter.owner),
    filter.lead !== undefined
      ? or(eq(leadFollowUps.enquiryId, filter.lead), eq(leadFollowUps.applicationId, filter.lead))
      : undefined,
  );
}

/** The lead a follow-up is on, and its name: the enquiry's sender, or the applicant. */
export const followUpLeadColumns = {
  enquiryId: leadFollowUps.enquiryId,
  applicationId: leadFollowUps.applicationId,
  enquirer: enquiries.fullname,
  applicant: sql<string | null>`${applications.firstName} || ' ' || ${applications.lastName}`,
};

type FollowUpLeadRow = {
  enquiryId: string | null;
  applicationId: string | null;
  enquirer: string | null;
  applicant: string | null;
};

/** The one lead a follow-up is on (the table's check allows no other), from `followUpLeadColumns`. */
export const followUpLeadOf = (row: FollowUpLeadRow) =>
  row.enquiryId !== null
    ? { kind: "enquiry" as const, _id: row.enquiryId, name: row.enquirer ?? "" }
    : { kind: "application" as const, _id: row.applicationId ?? "", name: row.applicant ?? "" };

/** Follow-ups with their lead's name and owner, soonest due first, at most FOLLOW_UP_LIST_MAX. */
export async function selectFollowUps(db: Db, filter: FollowUpFilter, today: Today): Promise<FollowUpDto[]> {
  const rows = await db
    .select({
      id: leadFollowUps.id,
      ...followUpLeadColumns,
      dueAt: leadFollowUps.dueAt,
      task: leadFollowUps.task,
      ownerId: leadFollowUps.ownerId,
      ownerUsername: assignee.username,
      doneAt: leadFollowUps.doneAt,
      createdAt: leadFollowUps.createdAt,
    })
    .from(leadFollowUps)
    .leftJoin(enquiries, eq(enquiries.id, leadFollowUps.enquiryId))
    .leftJoin(applications, eq(applications.id, leadFollowUps.applicationId))
    .leftJoin(assignee, eq(assignee.id, leadFollowUps.ownerId))
    .where(matching(filter, today))
    .orderBy(asc(leadFollowUps.dueAt), asc(leadFollowUps.id))
    .limit(FOLLOW_UP_LIST_MAX);
  const bounds = { start: today.start.getTime(), end: today.end.getTime() };
  return rows.map((row) => ({
    _id: row.id,
    lead: followUpLeadOf(row),
    dueAt: toIso(row.dueAt),
    task: row.task,
    owner: staffRef(row.ownerId, row.ownerUsername),
    done: row.doneAt !== null,
    doneAt: row.doneAt ? toIso(row.doneAt) : null,
    due: dueStateOf(new Date(row.dueAt).getTime(), row.doneAt ? new Date(row.doneAt).getTime() : null, bounds),
    createdAt: toIso(row.createdAt),
  }));
}

/** A staff user with their role's rights (a follow-up's assignee must read its lead), or null. */
export async function findAssignee(db: Db, id: string) {
  const staff = await findStaffRights(db, id);
  return staff && { ref: { _id: staff.id, username: staff.username }, rights: staff.rights };
}

/** The follow-up, locked until the transaction ends; null when none has that id. */
export async function findFollowUp(db: Db, id: string) {
  const [row] = await db.select().from(leadFollowUps).where(eq(leadFollowUps.id, id)).for("update");
  return row ?? null;
}

export async function insertFollowUp(db: Db, values: typeof leadFollowUps.$inferInsert) {
  const [row] = await db.insert(leadFollowUps).values(values).returning({ id: leadFollowUps.id });
  return row.id;
}

export async function updateFollowUp(
  db: Db,
  id: string,
  change: Partial<Pick<typeof leadFollowUps.$inferInsert, "dueAt" | "task" | "ownerId" | "doneAt">>,
) {
  await db
    .update(leadFollowUps)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(leadFollowUps.id, id));
}

export async function deleteFollowUp(db: Db, id: string) {
  await db.delete(leadFollowUps).where(eq(leadFollowUps.id, id));
}
