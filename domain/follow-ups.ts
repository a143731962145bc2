import { z } from "zod";
import {
  FOLLOW_UP_TASK_MAX,
  followUpDueFilters,
  followUpDueStates,
  followUpLeadKinds,
  followUpMessages,
} from "./follow-up-rules.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { blankIsAbsent, oneOfFilter } from "./list-paging.ts";
import { ownerFilter, staffRefSchema, uuidPattern } from "./pipeline.ts";
import { typedTextField } from "./text-rules.ts";

export * from "./follow-up-rules.ts";

const m = followUpMessages;

/** An ISO date and time with its offset (`Z` or `+05:00`): a due time never guesses a zone. */
const dueAtField = z
  .string({ error: m.dueAtInvalid })
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/, { error: m.dueAtInvalid, abort: true })
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: m.dueAtInvalid })
  .describe("When it is due: ISO date and time with its offset");

const taskField = typedTextField({
  max: FOLLOW_UP_TASK_MAX,
  required: m.taskRequired,
  tooLong: m.taskTooLong,
}).describe(`What to do, 1 to ${FOLLOW_UP_TASK_MAX} characters after trimming, one line`);

const ownerField = z
  .string({ error: m.ownerRequired })
  .trim()
  // Any other text cannot name a staff user: the same answer as an id nobody has.
  .regex(uuidPattern, { error: m.ownerUnknown })
  .describe("The staff user it is assigned to (GET /admin/staff)");

/** `POST /contact/:id/follow-ups`, `POST /career/:id/follow-ups`. */
export const followUpInputSchema = z.object({ dueAt: dueAtField, task: taskField, ownerId: ownerField });
export type FollowUpInput = z.infer<typeof followUpInputSchema>;

/** `PATCH /follow-ups/:id`: any of the fields, and `done` to tick it off or open it again. */
export const followUpChangeSchema = z
  .object({
    dueAt: dueAtField.optional(),
    task: taskField.optional(),
    ownerId: ownerField.optional(),
    done: z.boolean({ error: m.doneInvalid }).optional().describe("true: done; false: open again"),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((value) => value === undefined)) {
      ctx.addIssue({ code: "custom", path: ["dueAt"], message: m.nothingToChange });
    }
  });
export type FollowUpChange = z.infer<typeof followUpChangeSchema>;

const leadIdFilter = z
  .preprocess(blankIsAbsent, z.string().regex(uuidPattern, { error: m.leadInvalid }).optional())
  .describe("Only the follow-ups of this enquiry or application");

/** `GET /follow-ups`. */
export const followUpListQuery = z.object({
  due: oneOfFilter(followUpDueFilters, m.dueFilterInvalid).describe(
    "Only open follow-ups due today, or overdue (due before today), in the agency's time zone",
  ),
  owner: ownerFilter,
  kind: oneOfFilter(followUpLeadKinds, m.kindInvalid).describe("Only follow-ups on enquiries, or on applications"),
  lead: leadIdFilter,
});
export type FollowUpListQuery = z.infer<typeof followUpListQuery>;

/** The lead lists' `?followUp=`: leads with an open follow-up due today, or overdue. */
export const followUpLeadFilter = oneOfFilter(followUpDueFilters, m.dueFilterInvalid).describe(
  "Only leads with an open follow-up due today, or overdue, in the agency's time zone",
);

export const followUpDtoSchema = z.object({
  _id: z.string(),
  lead: z.object({
    kind: z.enum(followUpLeadKinds),
    _id: z.string(),
    name: z.string().describe("The enquirer's or applicant's name"),
  }),
  dueAt: isoTimestamp,
  task: z.string(),
  owner: staffRefSchema.nullable().describe("null once the staff user it was assigned to has been deleted"),
  done: z.boolean(),
  doneAt: isoTimestamp.nullable(),
  due: z.enum(followUpDueStates).describe("Where it stands today in the agency's time zone"),
  createdAt: isoTimestamp,
});
export type FollowUpDto = z.infer<typeof followUpDtoSchema>;

export const followUpListAnswer = z.object({
  success: z.literal(true),
  data: z.array(followUpDtoSchema),
  timeZone: z.string().describe("The agency's time zone (SITE_TIME_ZONE) today and overdue are counted in"),
});

/** `GET /follow-ups/mine`: the caller's open follow-ups by where they stand today, each soonest first. */
export const myFollowUpsAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    overdue: z.array(followUpDtoSchema).describe("Due before today began"),
    today: z.array(followUpDtoSchema).describe("Due today, at any hour"),
    later: z.array(followUpDtoSchema).describe("Due after today (upcoming)"),
  }),
  timeZone: z.string().describe("The agency's time zone (SITE_TIME_ZONE) the days are counted in"),
});
export type MyFollowUps = z.infer<typeof myFollowUpsAnswer>["data"];
