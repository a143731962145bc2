import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";
import { ownerFilter } from "./pipeline.ts";
import { DEAL_CURRENCY, enquiryStages } from "./pipeline-rules.ts";

/**
 * The enquiry pipeline as a board (ADR 0176): a column per stage with its count and summed deal
 * values over every enquiry there, and its newest cards, at most BOARD_CARDS_MAX.
 */
export const BOARD_CARDS_MAX = 50;

export const boardQuery = z.object({ owner: ownerFilter });

export const boardCardSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  dealValue: z.number().int().nullable(),
  expectedCloseOn: z.string().nullable(),
  owner: z.object({ _id: z.string(), username: z.string() }).nullable(),
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
