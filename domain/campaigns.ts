import { z } from "zod";
import type { BlockDocument } from "./blocks.ts";
import { isoTimestamp as timestamp } from "./iso-timestamp.ts";
import { subscriberTag } from "./newsletter.ts";
import { blocksField } from "./pages.ts";
import { EMAIL_MAX, emailPattern, filledText, isRequired, notFound, text, tooLong } from "./text-rules.ts";

/**
 * Newsletter campaigns (issue 72, docs/api.md "Newsletter sending"): written in the block editor or
 * made from a published article, sent to the confirmed subscribers of an audience, one message per
 * recipient from a queue (ADR 0262).
 */

export const campaignStatuses = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * A message of the send queue: `queued` until claimed, `sending` while claimed (a lease), then `sent`,
 * `failed` (a permanent refusal, or temporary ones past the retries) or `skipped` (its recipient left
 * or was suppressed before their turn, or the campaign was stopped).
 */
export const campaignMessageStatuses = ["queued", "sending", "sent", "failed", "skipped"] as const;
export type CampaignMessageStatus = (typeof campaignMessageStatuses)[number];

/** Words of each status, as the Campaigns screen shows them. */
export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  cancelled: "Cancelled",
};

export const campaignLimits = {
  subjectMax: 150,
  previewTextMax: 150,
  senderNameMax: 80,
  audienceValuesMax: 10,
  sourceMax: 300,
} as const;
const l = campaignLimits;

export const campaignMessages = {
  created: "Campaign created",
  updated: "Campaign saved",
  deleted: "Campaign deleted",
  notFound: notFound("Campaign"),
  subjectRequired: isRequired("Subject"),
  subjectTooLong: tooLong("Subject", l.subjectMax),
  previewTooLong: tooLong("Preview text", l.previewTextMax),
  senderRequired: isRequired("Sender name"),
  senderTooLong: tooLong("Sender name", l.senderNameMax),
  contentRequired: "Write the newsletter or choose an article to send",
  articleInvalid: "Choose a published article",
  articleNotPublished: "Only a published article can be sent",
  audienceInvalid: "Choose who receives the newsletter",
  audienceValuesInvalid: `Choose 1 to ${l.audienceValuesMax} tags or sources`,
  notEditable: "A campaign that has started sending can no longer be changed",
  notDeletable: "A campaign that has started sending cannot be deleted",
  testAddressInvalid: "Please enter a valid email address",
  testNotStaff: "A test goes only to a staff member's address",
  testSent: (to: string) => `Test sent to ${to}`,
  testFailed: "The test could not be sent: the mail server did not accept it",
  scheduleInvalid: "Choose a date and time",
  scheduleInPast: "Choose a time in the future",
  scheduled: "Campaign scheduled",
  sendingStarted: "Sending started",
  notSendable: "Only a draft or scheduled campaign can be sent",
  noRecipients: "No confirmed subscriber is in this audience",
  cancelled: "Campaign stopped",
  unscheduled: "Schedule removed: the campaign is a draft again",
  notCancellable: "Only a scheduled or sending campaign can be stopped",
  linkNotFound: notFound("Link"),
} as const;
const m = campaignMessages;

/** Who receives a campaign: every confirmed subscriber, or those with any of some tags or sources. */
export const audienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all") }),
    z.object({
      kind: z.literal("tags"),
      tags: z.array(subscriberTag).min(1, m.audienceValuesInvalid).max(l.audienceValuesMax, m.audienceValuesInvalid),
    }),
    z.object({
      kind: z.literal("sources"),
      /** The `utm_source` of the visit that led to the signup (as the Subscribers screen shows it). */
      sources: z
        .array(text(m.audienceValuesInvalid).min(1, m.audienceValuesInvalid).max(l.sourceMax, m.audienceValuesInvalid))
        .min(1, m.audienceValuesInvalid)
        .max(l.audienceValuesMax, m.audienceValuesInvalid),
    }),
  ],
  { error: m.audienceInvalid },
);
export type Audience = z.infer<typeof audienceSchema>;

/**
 * An audience as answers carry it: the words as stored. (The input's tags lower-case themselves, a
 * transform a response cannot be encoded through: every answer holding a tag audience was a 500.)
 */
export const audienceDtoSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("tags"), tags: z.array(z.string()) }),
  z.object({ kind: z.literal("sources"), sources: z.array(z.string()) }),
]);
export const audienceLabels = { all: "All confirmed subscribers", tags: "By tag", sources: "By source" } as const;

const subject = filledText(m.subjectRequired).max(l.subjectMax, m.subjectTooLong);
const previewText = text(m.previewTooLong).max(l.previewTextMax, m.previewTooLong);
const senderName = filledText(m.senderRequired).max(l.senderNameMax, m.senderTooLong);

/**
 * A campaign as the editor saves it. Its words are either `blocks` (the block editor's document,
 * checked as a page's are) or `articleId` (a published article, rendered as it is when sending
 * starts); saving one clears the other.
 */
export const campaignCreateSchema = z.object({
  subject,
  previewText: previewText.default(""),
  senderName: senderName.optional(),
  blocks: blocksField.nullable().optional(),
  articleId: z.uuid({ error: m.articleInvalid }).nullable().optional(),
  audience: audienceSchema.default({ kind: "all" }),
});
export type CampaignCreateInput = z.infer<typeof campaignCreateSchema>;

export const campaignUpdateSchema = z.object({
  subject: subject.optional(),
  previewText: previewText.optional(),
  senderName: senderName.optional(),
  blocks: blocksField.nullable().optional(),
  articleId: z.uuid({ error: m.articleInvalid }).nullable().optional(),
  audience: audienceSchema.optional(),
});
export type CampaignUpdateInput = z.infer<typeof campaignUpdateSchema>;

export const campaignTestSchema = z.object({
  to: text(m.testAddressInvalid)
    .max(EMAIL_MAX, { error: m.testAddressInvalid, abort: true })
    .regex(emailPattern, m.testAddressInvalid),
});

export const campaignScheduleSchema = z.object({
  at: text(m.scheduleInvalid).pipe(z.iso.datetime({ offset: true, error: m.scheduleInvalid })),
});

/** What a campaign's messages came to (docs/api.md): no opens, no pixel (ADR 0264). */
export const campaignCountsSchema = z.object({
  /** Messages made for recipients when sending started. */
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  unsubscribed: z.number().int(),
  clicks: z.number().int(),
});
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignDtoSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  previewText: z.string(),
  senderName: z.string(),
  blocks: z.custom<BlockDocument>().nullable(),
  articleId: z.string().nullable(),
  article: z.object({ _id: z.string(), title: z.string() }).nullable(),
  audience: audienceDtoSchema,
  status: z.enum(campaignStatuses),
  scheduledAt: timestamp.nullable(),
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
  counts: campaignCountsSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CampaignDto = z.infer<typeof campaignDtoSchema>;

/** One campaign with its links' clicks, for its screen. */
export const campaignDetailSchema = campaignDtoSchema.extend({
  links: z.array(z.object({ url: z.string(), clicks: z.number().int() })),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** `GET /campaigns/:id/preview`: the e-mail as a recipient gets it (with a sample unsubscribe link). */
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** The campaign screen asks for progress this often while a campaign sends. */
export const CAMPAIGN_PROGRESS_POLL_MS = 2000;
