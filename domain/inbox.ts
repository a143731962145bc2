import { z } from "zod";
import { attributionDtoSchema } from "./attribution.ts";
import { enquiryStatuses } from "./enums.ts";
import { followUpLeadFilter } from "./follow-ups.ts";
import { isoTimestamp as timestamp } from "./iso-timestamp.ts";
import { blankIsAbsent, listPageQuery, oneOfFilter } from "./list-paging.ts";
import { consentFormNames, subscriberStatuses, subscriberTag } from "./newsletter.ts";
import {
  applicationStages,
  dealChangeFields,
  dealDtoFields,
  enquiryStages,
  leadNoteSchema,
  ownerFilter,
  ownerIdField,
  pipelineMessages,
  staffRefSchema,
  statusOfStage,
} from "./pipeline.ts";
import { notFound } from "./text-patterns.ts";

/** Enquiries, subscribers and applications as the back office manages them. */
export const inboxMessages = {
  statusInvalid: "Status must be pending or completed",
  enquiryNotFound: notFound("Enquiry"),
  enquiryUpdated: "Enquiry updated successfully!",
  enquiryDeleted: "Enquiry deleted successfully",
  subscriberNotFound: notFound("Subscriber"),
  subscriberDeleted: "Subscriber deleted successfully",
  applicationNotFound: notFound("Application"),
  applicationDeleted: "Application deleted successfully",
  resumeMissing: notFound("Resume file"),
} as const;

/**
 * `PATCH /contact/update/:id`: the pipeline's `{ stage?, ownerId? }`, and the older `{ status }`,
 * which moves the stage as `stageForStatus` says (ADR 0083). At least one; stage and status agreeing.
 */
export const enquiryChangeSchema = z
  .object({
    stage: z.enum(enquiryStages, { error: pipelineMessages.enquiryStageInvalid }).optional(),
    ownerId: ownerIdField,
    status: z
      .enum(enquiryStatuses, { error: inboxMessages.statusInvalid })
      .optional()
      .describe("Older clients: completed closes an open enquiry as won, pending reopens a closed one as new"),
    ...dealChangeFields,
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((value) => value === undefined)) {
      ctx.addIssue({ code: "custom", path: ["stage"], message: pipelineMessages.enquiryNothingToChange });
    } else if (body.stage === "lost" && (body.lostReason === undefined || body.lostReason === null)) {
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: pipelineMessages.lostReasonRequired });
    } else if (body.stage !== undefined && body.status !== undefined && statusOfStage(body.stage) !== body.status) {
      ctx.addIssue({ code: "custom", path: ["status"], message: pipelineMessages.statusStageMismatch });
    }
  });
export type EnquiryChange = z.infer<typeof enquiryChangeSchema>;

/** `?format=csv` turns an inbox list into a spreadsheet download. */
export const listFormatQuery = z.object({
  format: z.enum(["json", "csv"]).optional().describe("csv: a spreadsheet download instead of JSON"),
});

/** The downloads of the lead lists (enquiries, applications, subscribers, potential customers). */
export const downloadFormats = ["csv", "xlsx"] as const;
export type DownloadFormat = (typeof downloadFormats)[number];
export type ListFormat = "json" | DownloadFormat;
/** How an export's audit entry names its format. */
export const downloadFormatNames: Record<DownloadFormat, string> = { csv: "CSV", xlsx: "an Excel workbook" };

/** `?format=csv|xlsx` turns a lead list into a spreadsheet download (ADR 0146). */
export const leadListFormatQuery = z.object({
  format: z
    .enum(["json", ...downloadFormats])
    .optional()
    .describe("csv or xlsx: a spreadsheet download (CSV, or an Excel workbook) instead of JSON"),
});

/** The fields the Enquiries screen sorts by; its search box looks in name, e-mail and phone. */
export const enquirySortFields = ["createdAt", "fullname", "email", "stage"] as const;
/** The fields the Subscribers screen sorts by; its search box looks in the e-mail address. */
export const subscriberSortFields = ["createdAt", "subscriberEmail"] as const;
/** The fields the Applications screen sorts by; its search box looks in name, e-mail and phone. */
export const applicationSortFields = ["createdAt", "firstName", "lastName", "email", "stage"] as const;

/** `GET /newsletter`: paging, search and sort (docs/api.md "Back-office lists at scale"). */
export const subscriberListQuery = leadListFormatQuery
  .extend(listPageQuery(subscriberSortFields, "-createdAt").shape)
  .extend({
    status: oneOfFilter(subscriberStatuses, "Status must be pending, confirmed, unsubscribed or bounced"),
    tag: z.preprocess(blankIsAbsent, subscriberTag.optional()),
  });
export type SubscriberListQuery = z.output<typeof subscriberListQuery>;

/** `GET /contact`: paging, search, sort and the pipeline's filters, which the CSV download takes too. */
export const enquiryListQuery = leadListFormatQuery
  .extend(listPageQuery(enquirySortFields, "-createdAt").shape)
  .extend({
    stage: oneOfFilter(enquiryStages, pipelineMessages.enquiryStageInvalid).describe("Only enquiries at this stage"),
    status: oneOfFilter(enquiryStatuses, inboxMessages.statusInvalid).describe(
      "Only pending (open) or completed (won or lost) enquiries",
    ),
    owner: ownerFilter,
    followUp: followUpLeadFilter,
  });
export type EnquiryListQuery = z.output<typeof enquiryListQuery>;
export type EnquiryFilter = Pick<EnquiryListQuery, "stage" | "status" | "owner" | "q" | "followUp">;

export const enquiryDtoSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  message: z.string(),
  source: z.string(),
  status: z.enum(enquiryStatuses).describe("completed exactly when the stage is won or lost"),
  stage: z.enum(enquiryStages),
  owner: staffRefSchema.nullable().describe("The staff user who owns the enquiry; null: nobody"),
  notes: z.array(leadNoteSchema).describe("Staff's private notes, oldest first"),
  ...dealDtoFields,
  attribution: attributionDtoSchema,
  personId: z.string().nullable().describe("The person who sent it (GET /people/:id)"),
  repeatOf: z
    .string()
    .nullable()
    .describe("The person's latest earlier enquiry when this one came from someone already known; null: a first"),
  createdAt: timestamp,
});
export type EnquiryDto = z.infer<typeof enquiryDtoSchema>;

/** Consent as stored (issue 72): when, from which address, on which form; null where it was imported. */
export const consentDtoSchema = z.object({
  at: timestamp,
  ip: z.string().nullable(),
  form: z.enum(consentFormNames),
});

export const subscriberDtoSchema = z.object({
  _id: z.string(),
  subscriberEmail: z.string(),
  status: z.enum(subscriberStatuses),
  consent: consentDtoSchema,
  confirmedAt: timestamp.nullable(),
  /** Whether clicks in the newsletter may be counted for this person (asked on the confirmation page). */
  countClicks: z.boolean(),
  tags: z.array(z.string()),
  softBounces: z.number().int(),
  attribution: attributionDtoSchema,
  createdAt: timestamp,
});
export type SubscriberDto = z.infer<typeof subscriberDtoSchema>;

export const applicationDtoSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  address: z.string(),
  state: z.string(),
  postalCode: z.string(),
  resume: z.object({
    name: z.string(),
    type: z.string(),
    size: z.number().int(),
    url: z.string().describe("Signed-in download: GET /api/v1/career/:id/resume"),
  }),
  job: z.object({ _id: z.string(), title: z.string() }),
  stage: z.enum(applicationStages),
  owner: staffRefSchema.nullable().describe("The staff user who owns the application; null: nobody"),
  notes: z.array(leadNoteSchema).describe("Staff's private notes, oldest first"),
  attribution: attributionDtoSchema,
  personId: z.string().nullable().describe("The person who applied (GET /people/:id, leads area)"),
  repeatOf: z
    .string()
    .nullable()
    .describe("The person's latest earlier application when this one came from someone already known; null: a first"),
  createdAt: timestamp,
});
export type ApplicationDto = z.infer<typeof applicationDtoSchema>;
