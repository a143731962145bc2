import { z } from "zod";
import { notFound } from "./text-patterns.ts";
import { translationStatusesSchema } from "./translations.ts";
import { zonedDateTime } from "./zone-days.ts";

/**
 * Drafts and schedules (docs/api.md "Drafts, previews and schedules", ADR 0122): a content record
 * has a published version (the record itself, all the public site ever reads) and at most one
 * draft, kept apart until it is published.
 */
export const publicationStatuses = ["published", "draft", "scheduled"] as const;
/**
 * The list screens' publication filter: scheduled (to publish at a time), changed (a draft not yet
 * published, nothing scheduled), published (neither) or draft (a record saved as a draft on create,
 * not created yet: shown above the list's first page). The badge says the same (publication-badge.tsx).
 */
export const publicationStates = ["published", "changed", "scheduled", "draft"] as const;
export type PublicationState = (typeof publicationStates)[number];
export type PublicationStatus = (typeof publicationStatuses)[number];

/** The time zone schedules are shown in unless SITE_TIME_ZONE says otherwise (server/config.ts). */
export const DEFAULT_SITE_TIME_ZONE = "Asia/Karachi";

export const draftMessages = {
  saved: "Draft saved",
  published: "Draft published",
  discarded: "Draft discarded",
  noDraft: "There is no draft to publish",
  noDraftToDiscard: "There is no draft to discard",
  broughtBack: "Discarded draft brought back",
  noDiscarded: "There is no discarded draft to bring back",
  draftInTheWay: "This record has a draft: publish or discard it before bringing back the discarded one",
  newerDraft: "The draft was saved again since you opened it; publish the newest one",
  notScheduled: "Nothing is scheduled",
  notFound: notFound("Record"),
  scheduled: "Schedule saved",
  unscheduled: "Schedule removed",
  noSchedule: "Give publishAt, unpublishAt or both",
  badTime: "Give a date and time with its offset, e.g. 2026-12-01T09:00:00+05:00",
  pastTime: "The time must be in the future",
  unpublishBeforePublish: "unpublishAt must come after publishAt",
  cannotUnpublish: "This kind of record cannot be unpublished at a time; only jobs, projects and products can",
  draftOnlyUnpublish: "This record is only a draft: publish it before scheduling it off the site",
  draftCreated: "Draft saved; publish it to create the record",
  /** A draft's picture field names a file that is neither the record's nor one its draft keeps (ADR 0125). */
  unknownPicture: "Not one of this record's pictures: send a new picture as a file",
  /** A draft-only record's pictures are the ones its create kept (ADR 0122). */
  picturesOfDraftOnly: "This record is only a draft: its pictures are the ones saved with it",
} as const;

/** The draft of a record: the fields saved so far (the update's fields) and its own version. */
export const draftSchema = z.object({
  recordId: z.string(),
  fields: z.record(z.string(), z.unknown()).describe("The update's fields as last saved"),
  version: z.number().int().describe("The draft's own version: send it back with the next save"),
  savedAt: z.string().describe("ISO-8601 timestamp"),
  savedBy: z.string().nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

/** The last draft discarded from a record, kept so Discard can be undone (ADR 0151). */
export const discardedDraftSchema = z.object({
  fields: z.record(z.string(), z.unknown()).describe("The draft's fields as last saved"),
  savedAt: z.string().describe("ISO-8601 timestamp: when the draft was last saved"),
  savedBy: z.string().nullable(),
  discardedAt: z.string().describe("ISO-8601 timestamp"),
  discardedBy: z.string().nullable(),
});
export type DiscardedDraft = z.infer<typeof discardedDraftSchema>;

/** When a record will be published or unpublished by the scheduler, and who asked. */
export const scheduleSchema = z.object({
  publishAt: z.string().nullable().describe("ISO-8601 timestamp"),
  unpublishAt: z.string().nullable().describe("ISO-8601 timestamp"),
  by: z.string().nullable(),
  timeZone: z.string().describe("The agency's time zone, to show the times in"),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/**
 * A record's badge as the signed-in reads carry it (the paged lists, the single reads, a site part's
 * editor read), computed in the same query from `content_drafts`; the public reads never carry it.
 */
export const recordPublicationSchema = z.object({
  status: z
    .enum(publicationStatuses)
    .describe("Signed-in reads only: scheduled when a publish at a time is pending, else published"),
  hasDraft: z.boolean().describe("Signed-in reads only: the record has unpublished changes (a draft)"),
  translations: translationStatusesSchema.optional(),
});
export type RecordPublication = z.infer<typeof recordPublicationSchema>;

/** What the back office shows of a record's publication: its badge, its draft, its schedule. */
export const publicationSchema = z.object({
  recordId: z.string(),
  status: z.enum(publicationStatuses),
  hasDraft: z.boolean().describe("The record has unpublished changes"),
  draftOnly: z
    .boolean()
    .describe("Saved as a draft on create: no record exists yet; Publish runs the create with this id"),
  draft: draftSchema.nullable(),
  schedule: scheduleSchema.nullable(),
  discarded: discardedDraftSchema
    .nullable()
    .describe("The last draft discarded, which `POST /{kind}/:id/draft/restore` brings back while there is no draft"),
  timeZone: z.string().describe("The agency's time zone (SITE_TIME_ZONE), to show and pick times in"),
});
export type Publication = z.infer<typeof publicationSchema>;

/** `POST /{kind}/create` with this set keeps the sent fields as a draft instead of creating the record. */
export const isDraftCreate = (body: unknown): boolean =>
  typeof body === "object" && body !== null && "draft" in body && (body.draft === true || body.draft === "true");

/** An ISO date and time with its offset (`Z` or `+05:00`): a schedule never guesses a zone. */
const instant = z
  .string({ error: draftMessages.badTime })
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?(Z|[+-]\d\d:\d\d)$/, draftMessages.badTime)
  .refine((text) => !Number.isNaN(Date.parse(text)), draftMessages.badTime);

export const scheduleInputSchema = z
  .object({ publishAt: instant.optional(), unpublishAt: instant.optional() })
  .refine((input) => input.publishAt !== undefined || input.unpublishAt !== undefined, draftMessages.noSchedule)
  .refine(
    (input) =>
      input.publishAt === undefined ||
      input.unpublishAt === undefined ||
      Date.parse(input.unpublishAt) > Date.parse(input.publishAt),
    { message: draftMessages.unpublishBeforePublish, path: ["unpublishAt"] },
  );
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** A schedule as its audit entry says it, in the agency's zone: "to be published 28 Nov 2026, 15:00 (Asia/Karachi)". */
export function scheduleInWords(publishAt: Date | null, unpublishAt: Date | null, zone: string): string {
  const parts = [
    publishAt ? `to be published ${zonedDateTime(zone, publishAt)}` : "",
    unpublishAt ? `to come off the site ${zonedDateTime(zone, unpublishAt)}` : "",
  ].filter((part) => part !== "");
  return `${parts.join(" and ")} (${zone})`;
}

/** A preview link's audit entry: until when it opens the draft, in the agency's zone. */
export const previewLinkInWords = (expiresAt: Date, zone: string) =>
  `open until ${zonedDateTime(zone, expiresAt)} (${zone})`;

/** A preview link lasts from an hour to 30 days. */
export const previewLinkLimits = { minHours: 1, maxHours: 720 } as const;

export const previewLinkMessages = {
  created: "Preview link created",
  revoked: "Preview link revoked",
  notFound: notFound("Preview link"),
  hours: `expiresInHours must be a whole number from ${previewLinkLimits.minHours} to ${previewLinkLimits.maxHours}`,
} as const;

export const previewLinkInputSchema = z.object({
  expiresInHours: z
    .number({ error: previewLinkMessages.hours })
    .int(previewLinkMessages.hours)
    .min(previewLinkLimits.minHours, previewLinkMessages.hours)
    .max(previewLinkLimits.maxHours, previewLinkMessages.hours),
});

/** A new link: its URL carries the token, shown this once. */
export const createdPreviewLinkSchema = z.object({
  _id: z.string(),
  url: z.string(),
  expiresAt: z.string().describe("ISO-8601 timestamp"),
});

/** A link as listed on the record: never its token. */
export const previewLinkSchema = z.object({
  _id: z.string(),
  expiresAt: z.string().describe("ISO-8601 timestamp"),
  expired: z.boolean(),
  views: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string().describe("ISO-8601 timestamp"),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;
