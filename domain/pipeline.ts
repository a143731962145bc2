import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";
import { blankIsAbsent, oneOfFilter } from "./list-paging.ts";
import {
  applicationStages,
  DEAL_CURRENCY,
  DEAL_VALUE_MAX,
  LOST_REASON_MAX,
  NOTE_MAX,
  pipelineMessages,
  UNASSIGNED_OWNER,
  uuidPattern,
} from "./pipeline-rules.ts";
import { controlCharactersMessage, hasControlCharacter } from "./text-patterns.ts";
import { typedTextField } from "./text-rules.ts";

export * from "./pipeline-rules.ts";

const m = pipelineMessages;

export const ownerIdField = z
  .string({ error: m.ownerInvalid })
  .trim()
  .refine((value) => !hasControlCharacter(value), { error: controlCharactersMessage, abort: true })
  // Any other text cannot name a staff user: the same answer as an id nobody has.
  .regex(uuidPattern, { error: m.ownerUnknown })
  .nullable()
  .optional()
  .describe("The staff user who owns the lead (GET /admin/staff); null: nobody");

/** An enquiry's deal fields as `PATCH /contact/update/:id` takes them: each optional, null clears it. */
export const dealChangeFields = {
  dealValue: z
    .number({ error: m.dealValueInvalid })
    .int({ error: m.dealValueInvalid })
    .min(0, { error: m.dealValueInvalid })
    .max(DEAL_VALUE_MAX, { error: m.dealValueInvalid })
    .nullable()
    .optional()
    .describe(`The deal's value in whole ${DEAL_CURRENCY}; null: not known`),
  expectedCloseOn: z
    .string({ error: m.expectedCloseInvalid })
    .regex(/^\d{4}-\d\d-\d\d$/, { error: m.expectedCloseInvalid, abort: true })
    .refine((text) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), { error: m.expectedCloseInvalid })
    .nullable()
    .optional()
    .describe("The date the deal is expected to close (YYYY-MM-DD); null: not known"),
  lostReason: typedTextField({ max: LOST_REASON_MAX, required: m.lostReasonRequired, tooLong: m.lostReasonTooLong })
    .nullable()
    .optional()
    .describe(`Why it was lost, 1 to ${LOST_REASON_MAX} characters; required with stage lost`),
};

export const dealDtoFields = {
  dealValue: z.number().int().nullable().describe(`The deal's value in whole ${DEAL_CURRENCY}; null: not known`),
  expectedCloseOn: z.string().nullable().describe("YYYY-MM-DD; null: not known"),
  lostReason: z.string().nullable().describe("Why it was lost; null unless the stage is lost"),
};

export const applicationChangeSchema = z
  .object({
    stage: z.enum(applicationStages, { error: m.applicationStageInvalid }).optional(),
    ownerId: ownerIdField,
  })
  .superRefine((body, ctx) => {
    if (body.stage === undefined && body.ownerId === undefined) {
      ctx.addIssue({ code: "custom", path: ["stage"], message: m.applicationNothingToChange });
    }
  });
export type ApplicationChange = z.infer<typeof applicationChangeSchema>;

export const noteInputSchema = z.object({
  text: typedTextField({ max: NOTE_MAX, required: m.noteRequired, tooLong: m.noteTooLong, multiLine: true }).describe(
    `The note, 1 to ${NOTE_MAX} characters after trimming; line breaks are kept`,
  ),
});

/** An empty query value (a filter left at "All") means the filter is not set. */

export const ownerFilter = z
  .preprocess(
    blankIsAbsent,
    z
      .string({ error: m.ownerFilterInvalid })
      .refine((value) => value === UNASSIGNED_OWNER || uuidPattern.test(value), { error: m.ownerFilterInvalid })
      .optional(),
  )
  .describe(`Only leads this staff user owns; ${UNASSIGNED_OWNER}: only leads nobody owns`);

export const applicationFilterQuery = z.object({
  stage: oneOfFilter(applicationStages, m.applicationStageInvalid).describe("Only applications at this stage"),
  owner: ownerFilter,
});

export const staffRefSchema = z.object({ _id: z.string(), username: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

export const leadNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  author: staffRefSchema.nullable().describe("null once the staff user who wrote it has been deleted"),
  createdAt: isoTimestamp,
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

const count = z.number().int();

/** Open leads by stage, for the dashboard. */
export const openPipelineSchema = z.object({
  enquiries: z.object({ new: count, contacted: count, qualified: count }),
  applications: z.object({ new: count, reviewing: count, interview: count, offer: count }),
});
export type OpenPipeline = z.infer<typeof openPipelineSchema>;
