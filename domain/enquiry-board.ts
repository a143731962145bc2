import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";
import { manualLeadSourceLabels, manualLeadSources } from "./manual-leads.ts";
import { ownerFilter } from "./pipeline.ts";
import { DEAL_CURRENCY, enquiryStages } from "./pipeline-rules.ts";

/**
 * The enquiry pipeline as a board (ADR 0176): a column per stage with its count and summed deal
 * values over every enquiry there, and its newest cards, at most BOARD_CARDS_MAX.
 */
export const BOARD_CARDS_MAX = 50;

export const boardQuery = z.object({ owner: ownerFilter });

/** How much of a message a card shows: enough to tell one person's enquiries apart, no more. */
export const CARD_EXCERPT_MAX = 90;

/**
 * The first words of a message within `max` characters, cut at a word and marked with "…" when
 * there was more; spaces and line breaks read as one space.
 */
export function firstWords(message: string, max = CARD_EXCERPT_MAX): string {
  const flat = message.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : flat.slice(0, max)).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export const boardCardSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  dealValue: z.number().int().nullable(),
  expectedCloseOn: z.string().nullable(),
  owner: z.object({ _id: z.string(), username: z.string() }).nullable(),
  source: z
    .string()
    .describe("Where it came from: a form (contact, quotation, catalog) or how staff took it (phone call, …)"),
  excerpt: z.string().describe(`The message's first words, at most ${CARD_EXCERPT_MAX} characters (… when cut)`),
  repeatOf: z
    .string()
    .nullable()
    .describe("The same person's enquiry just before this one (a repeat); null for their first"),
  lostReason: z.string().nullable().describe("Why it was lost; null unless the stage is lost"),
  createdAt: isoTimestamp,
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnSchema = z.object({
  stage: z.enum(enquiryStages),
  count: z.number().int().describe("Every enquiry at this stage (the filter applied), not only the cards"),
  dealValue: z.number().int().describe(`The sum of their deal values, in whole ${DEAL_CURRENCY}`),
  cards: z.array(boardCardSchema).describe(`The newest ${BOARD_CARDS_MAX} at most`),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardAnswer = z.object({ success: z.literal(true), data: z.array(boardColumnSchema) });

/** The board's words (issue 69): moving a card by dragging or by keyboard, and Lost asking why. */
export const boardTexts = {
  moveHandle: (name: string) => `Move ${name}`,
  hint: "Drag a card to another stage, or use its Move button and the arrow keys.",
  lostAsk: (name: string) => `Why was ${name}'s enquiry lost?`,
  lostSubmit: "Mark as lost",
  lostCancel: "Cancel",
  lostShown: "Lost:",
  instructions:
    "To move an enquiry to another stage, focus its Move button and press Space or Enter to pick it up, " +
    "the Left and Right arrow keys to choose the stage, then Space or Enter to drop it there. Escape cancels.",
  pickedUp: (name: string, stage: string) =>
    `Picked up ${name} in ${stage}. Left and Right arrows choose a stage, Space or Enter drops it, Escape cancels.`,
  over: (name: string, stage: string) => `${name} is over ${stage}.`,
  dropped: (name: string, stage: string) => `${name} was dropped on ${stage}.`,
  droppedOnLost: (name: string) => `${name} was dropped on Lost: say why it was lost.`,
  cancelled: (name: string, stage: string) => `Moving ${name} was cancelled; it stays in ${stage}.`,
} as const;

/** An enquiry's source as a card and a list say it: "Phone call", "WhatsApp", "Contact", "Quotation". */
export function sourceLabel(source: string): string {
  const manual = manualLeadSources.find((each) => each === source);
  return manual ? manualLeadSourceLabels[manual] : source.charAt(0).toUpperCase() + source.slice(1);
}
