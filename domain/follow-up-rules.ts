import { mustBeOneOf, tooLong, typedTextProblem } from "./text-patterns.ts";

/**
 * Follow-ups (docs/api.md "Follow-ups, deals and the digest as built", ADR 0175), without zod: a
 * due date-time and a short task on an enquiry or an application, for one staff member. The back
 * office reads these; the API's schemas (domain/follow-ups.ts) are built from them.
 */

/** The lead a follow-up belongs to. */
export const followUpLeadKinds = ["enquiry", "application"] as const;
export type FollowUpLeadKind = (typeof followUpLeadKinds)[number];

/**
 * Where an open follow-up stands on the agency's calendar (SITE_TIME_ZONE): due before today began
 * (`overdue`), due on today's date at any hour (`today`), or later. A done one is `done`.
 */
export const followUpDueStates = ["overdue", "today", "later", "done"] as const;
export type FollowUpDueState = (typeof followUpDueStates)[number];

/** The list filter `?due=`, and the lead lists' `?followUp=`. */
export const followUpDueFilters = ["today", "overdue"] as const;
export type FollowUpDueFilter = (typeof followUpDueFilters)[number];

/** "My follow-ups": the caller's open follow-ups, in three lists by where they stand today. */
export const myFollowUpLists = ["overdue", "today", "later"] as const;
export type MyFollowUpList = (typeof myFollowUpLists)[number];

/**
 * What Snooze offers: the follow-up moves to that day at SNOOZE_HOUR in the agency's zone (a
 * snoozed task lands at the start of a working day, not at the minute it was snoozed).
 */
export const snoozeChoices = [
  { days: 1, label: "Tomorrow" },
  { days: 3, label: "In 3 days" },
  { days: 7, label: "Next week" },
] as const;
export const SNOOZE_HOUR = 10;

/** A task is trimmed single-line text of 1 to 200 characters. */
export const FOLLOW_UP_TASK_MAX = 200;
/** At most this many follow-ups in one list answer, soonest due first. */
export const FOLLOW_UP_LIST_MAX = 200;
/** The morning digest goes out at this hour, local time. */
export const DIGEST_HOUR = 8;

export const followUpLabels: Record<FollowUpDueState, string> = {
  overdue: "Overdue",
  today: "Due today",
  later: "Upcoming",
  done: "Done",
};

/** The screens' words for follow-ups (the dashboard's panel, a lead's details, the lists' filter). */
export const followUpTexts = {
  heading: "Follow-ups",
  filterLabel: "Follow-up",
  filterAny: "Any",
  none: "No follow-ups yet.",
  noneDueToday: "Nothing due today.",
  noneOverdue: "Nothing overdue.",
  dueAtLabel: "Due",
  taskLabel: "Task",
  ownerLabel: "For",
  add: "Add follow-up",
  edit: "Edit",
  save: "Save follow-up",
  markDone: "Done",
  reopen: "Open again",
  remove: "Delete",
  unassigned: "Unassigned",
  openList: "Open the list",
  mine: "My follow-ups",
  mineIntro: "Follow-ups assigned to you, by the agency's calendar",
  noneUpcoming: "Nothing upcoming.",
  snooze: "Snooze",
  snoozeTo: "Snooze until",
  timesIn: (zone: string) => `Times in ${zone}`,
  done: (task: string) => `Done: ${task}`,
  snoozed: (task: string, when: string) => `Snoozed until ${when}: ${task}`,
} as const;

/**
 * The morning digest's words. The subject is logged when mail goes to the outbox, so it names
 * counts, never a person.
 */
export const digestTexts = {
  subject: (today: number, overdue: number) => `Your follow-ups: ${today} due today, ${overdue} overdue`,
  greeting: (name: string) => `Good morning ${name},`,
  intro: "These follow-ups wait for you:",
  overdue: "Overdue",
  today: "Due today",
  open: "Open it in the back office:",
  footer: "You get this because follow-ups are assigned to you in the back office.",
} as const;

export const followUpMessages = {
  dueAtInvalid: "Due date must be a date and time with its offset, e.g. 2026-12-01T09:00:00+05:00",
  taskRequired: "Task cannot be empty",
  taskTooLong: tooLong("Task", FOLLOW_UP_TASK_MAX),
  ownerRequired: "Owner must be a staff user's id",
  ownerUnknown: "Owner must be an existing staff user",
  /** The assignee would never see the follow-up: their role may not read the lead (issue 69). */
  ownerCannotRead: (username: string, leads: string) =>
    `Owner ${username} may not read ${leads}, so would never see this follow-up: choose someone whose role reads ${leads}`,
  doneInvalid: "Done must be true or false",
  nothingToChange: "Send a due date, a task, an owner or done to change",
  dueFilterInvalid: mustBeOneOf("Due", followUpDueFilters),
  kindInvalid: mustBeOneOf("Kind", followUpLeadKinds),
  leadInvalid: "Lead must be an enquiry's or an application's id",
  notFound: "Follow-up not found",
  created: "Follow-up added successfully!",
  updated: "Follow-up updated successfully!",
  deleted: "Follow-up deleted successfully",
} as const;

/**
 * Where a follow-up due at `dueAt` stands, given where today (in the agency's zone) begins and ends.
 * The screens and the server share it, so "Due today" means the same everywhere.
 */
export function dueStateOf(
  dueAt: number,
  doneAt: number | null,
  today: { start: number; end: number },
): FollowUpDueState {
  if (doneAt !== null) return "done";
  if (dueAt < today.start) return "overdue";
  if (dueAt < today.end) return "today";
  return "later";
}

/** What is wrong with a task's text, as the server will say it, or null (for the back office's form). */
export function taskProblem(text: string): string | null {
  const m = followUpMessages;
  return typedTextProblem(text, { max: FOLLOW_UP_TASK_MAX, required: m.taskRequired, tooLong: m.taskTooLong });
}
