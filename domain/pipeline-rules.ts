import type { EnquiryStatus } from "./enums.ts";
import { mustBeOneOf, tooLong, typedTextProblem } from "./text-patterns.ts";

/**
 * The lead pipeline (docs/api.md "Leads pipeline", ADR 0083), without zod: the stage each enquiry
 * and application is at, the staff member who owns it, and the staff's private notes on it. The
 * back office reads these; the API's schemas (domain/pipeline.ts) are built from them.
 */

export const enquiryStages = ["new", "contacted", "qualified", "won", "lost"] as const;
export type EnquiryStage = (typeof enquiryStages)[number];

export const applicationStages = ["new", "reviewing", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof applicationStages)[number];

/** Stages of a lead still being worked on; the others end it (an enquiry there is `completed`). */
export const openEnquiryStages = ["new", "contacted", "qualified"] as const satisfies readonly EnquiryStage[];
export const openApplicationStages = [
  "new",
  "reviewing",
  "interview",
  "offer",
] as const satisfies readonly ApplicationStage[];

export const isOpenEnquiryStage = (stage: EnquiryStage) => (openEnquiryStages as readonly string[]).includes(stage);
export const isOpenApplicationStage = (stage: ApplicationStage) =>
  (openApplicationStages as readonly string[]).includes(stage);

/** The contract's invariant: `completed` exactly when the stage is won or lost. */
export function statusOfStage(stage: EnquiryStage): EnquiryStatus {
  return isOpenEnquiryStage(stage) ? "pending" : "completed";
}

/**
 * What the older call `PATCH /contact/update/:id { status }` does to the stage (ADR 0083): a status
 * that is already the enquiry's changes nothing; `completed` closes an open enquiry as won, `pending`
 * reopens a closed one as new — the same pairs the migration used for the rows it found.
 */
export function stageForStatus(current: EnquiryStage, status: EnquiryStatus): EnquiryStage {
  if (statusOfStage(current) === status) return current;
  return status === "completed" ? "won" : "new";
}

export const stageLabels: Record<EnquiryStage | ApplicationStage, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  reviewing: "Reviewing",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/**
 * An enquiry's deal (ADR 0176): its value in whole units of the agency's currency, the date it is
 * expected to close, and why it was lost. All optional; a lost enquiry needs its reason.
 */
export const DEAL_VALUE_MAX = 1_000_000_000_000;
export const LOST_REASON_MAX = 300;
export const DEAL_CURRENCY = "PKR";

/** "PKR 1,250,000": a deal value as the board and the details show it. */
export function formatDealValue(value: number): string {
  return `${DEAL_CURRENCY} ${new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(value)}`;
}

/** The screens' words for a deal. */
export const dealTexts = {
  value: "Deal value",
  expectedClose: "Expected close",
  lostReason: "Lost reason",
  board: "Pipeline board",
  cardsShown: (shown: number, count: number) => `Showing the newest ${shown} of ${count}`,
} as const;

/** A note is trimmed text of 1 to 2000 characters; line breaks are kept. */
export const NOTE_MAX = 2000;

/** A list's `?owner=` value for leads nobody owns. */
export const UNASSIGNED_OWNER = "none";

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const pipelineMessages = {
  enquiryStageInvalid: mustBeOneOf("Stage", enquiryStages),
  applicationStageInvalid: mustBeOneOf("Stage", applicationStages),
  ownerInvalid: "Owner must be a staff user's id, or null for nobody",
  ownerUnknown: "Owner must be an existing staff user",
  ownerFilterInvalid: `Owner must be a staff user's id or ${UNASSIGNED_OWNER}`,
  statusStageMismatch: "Status must be completed exactly when the stage is won or lost",
  enquiryNothingToChange: "Send a stage, an owner, a status or deal details to change",
  dealValueInvalid: `Deal value must be a whole number from 0 to ${DEAL_VALUE_MAX.toLocaleString("en-US")}, or null`,
  expectedCloseInvalid: "Expected close date must be a date like 2026-12-31, or null",
  lostReasonRequired: "Say why the enquiry was lost",
  lostReasonTooLong: tooLong("Lost reason", LOST_REASON_MAX),
  lostReasonNotLost: "A lost reason is kept only for a lost enquiry",
  applicationNothingToChange: "Send a stage or an owner to change",
  noteRequired: "Note cannot be empty",
  noteTooLong: tooLong("Note", NOTE_MAX),
  noteAdded: "Note added successfully!",
  applicationUpdated: "Application updated successfully!",
} as const;
const m = pipelineMessages;

/**
 * What is wrong with a note's text, as the server will say it, or null. For the back office's form,
 * which counts characters after trimming as the server does.
 */
export function noteProblem(text: string): string | null {
  return typedTextProblem(text, { max: NOTE_MAX, required: m.noteRequired, tooLong: m.noteTooLong, multiLine: true });
}
