import { and, type Column, eq, exists, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { FollowUpDueFilter, FollowUpLeadKind } from "../../../domain/follow-up-rules.ts";
import { leadFollowUps } from "../../db/schema/people.ts";

/**
 * Follow-ups as the lead lists filter by them (`?followUp=`), here beside the pipeline's other list
 * conditions so the lists need not reach into the follow-ups module (which reads the leads).
 */

/** Where the agency's current day begins and ends: what "today" and "overdue" are measured by. */
export type Today = { start: Date; end: Date };

/** The open follow-ups a due filter keeps (done ones are never due). */
export function dueCondition(due: FollowUpDueFilter, today: Today): SQL | undefined {
  return due === "today"
    ? and(isNull(leadFollowUps.doneAt), gte(leadFollowUps.dueAt, today.start), lt(leadFollowUps.dueAt, today.end))
    : and(isNull(leadFollowUps.doneAt), lt(leadFollowUps.dueAt, today.start));
}

/** For the lead lists' `?followUp=`: the lead (its id column) has an open follow-up that is due so. */
export function hasFollowUpDue(
  kind: FollowUpLeadKind,
  leadId: Column,
  due: FollowUpDueFilter,
  today: Today,
): SQL | undefined {
  const column = kind === "enquiry" ? leadFollowUps.enquiryId : leadFollowUps.applicationId;
  return exists(sql`(select 1 from ${leadFollowUps} where ${and(eq(column, leadId), dueCondition(due, today))})`);
}

/** A lead list's `?followUp=` with the day it is measured by, as the list queries take it. */
export type FollowUpDue = { due: FollowUpDueFilter; today: Today };

export const followUpDueOf = (due: FollowUpDueFilter | undefined, today: () => Today): FollowUpDue | undefined =>
  due === undefined ? undefined : { due, today: today() };
