import { z } from "zod";
import { type ContentRecordKind, contentRecordKinds, inWords, unpublishingRecordKinds } from "./content-kinds.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { mustBeOneOf, notFound, text, tooLong } from "./text-rules.ts";

/**
 * Webhooks (docs/api.md "Backups and webhooks", ADR 0098): the events an endpoint may choose, what
 * each one sends, the rules of an endpoint and of its deliveries.
 */
export const webhookEvents = [
  "lead.created",
  "lead.stage_changed",
  "content.published",
  "content.unpublished",
  "content.deleted",
  "backup.completed",
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
/** What "Send test" delivers; no endpoint chooses it, every endpoint can receive it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
export type DeliveredEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** What each event's `data` holds, as the Webhooks screen tells the person who adds an endpoint. */
export const webhookEventDescriptions: Record<WebhookEvent, { label: string; sends: string }> = {
  "lead.created": {
    label: "New lead (enquiry, application or subscription)",
    sends:
      "kind (enquiry, application or subscription), id, time received and a back-office link. " +
      "No name, e-mail, phone, message or resume leaves the site unless the endpoint includes the record.",
  },
  "lead.stage_changed": {
    label: "Lead moved to another stage",
    sends:
      "kind (enquiry or application), id, the stage it left and the one it entered, and a back-office link; " +
      "the lead itself only when the endpoint includes the record.",
  },
  "content.published": {
    label: "Content published or changed",
    sends: `kind (${inWords(contentRecordKinds, "or")}), id and what was done (create, update, …).`,
  },
  "content.unpublished": {
    label: "Content taken off the site",
    sends: `kind (${inWords(unpublishingRecordKinds, "or")}), id and what was done, when it is switched off or its schedule takes it off.`,
  },
  "content.deleted": { label: "Content deleted", sends: "kind and id of what was deleted." },
  "backup.completed": { label: "Backup completed", sends: "backup id, time, size in bytes and whether encrypted." },
};

export const leadKinds = ["enquiry", "application", "subscription"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The `data` of each event. */
export type WebhookEventData = {
  "lead.created": { kind: LeadKind; id: string; createdAt: string };
  "lead.stage_changed": { kind: Extract<LeadKind, "enquiry" | "application">; id: string; from: string; to: string };
  "content.published": { kind: ContentRecordKind; id: string | null; action: string };
  "content.unpublished": { kind: ContentRecordKind; id: string | null; action: string };
  "content.deleted": { kind: ContentRecordKind; id: string | null };
  "backup.completed": { id: string; createdAt: string; sizeBytes: number; encrypted: boolean };
};

/**
 * The version of the payload's shape, sent as `version` in every body: a receiver can tell a shape it
 * knows from a later one. Adding a field keeps the number; renaming or removing one raises it.
 */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** The events an endpoint may ask to carry the lead itself (`includeRecord`): the record as `GET` of it answers. */
export const recordCarryingEvents: readonly WebhookEvent[] = ["lead.created", "lead.stage_changed"];

export const SIGNATURE_HEADER = "X-Webhook-Signature";
export const EVENT_HEADER = "X-Webhook-Event";
/** One attempt waits this long for an answer; a 2xx answer is a delivery, anything else a failure. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Retries follow 30 s, 1 min, 2 min, … doubling up to an hour apart, for 24 hours after the event. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How long after attempt number `attempt` (1, 2, …) failed the next one is made. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);

export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;

export const webhookMessages = {
  urlInvalid: "URL must be an absolute https:// address",
  urlTooLong: tooLong("URL", URL_MAX),
  httpsRequired: "URL must use https:// (http:// only with WEBHOOK_ALLOW_PRIVATE=true)",
  privateAddress:
    "URL resolves to a private, loopback or link-local address; set WEBHOOK_ALLOW_PRIVATE=true for local receivers",
  unresolvable: "URL's host name could not be resolved",
  credentialsInUrl: "URL must not contain a user name or password",
  eventsRequired: "Choose at least one event",
  eventInvalid: mustBeOneOf("Event", webhookEvents),
  descriptionTooLong: tooLong("Description", DESCRIPTION_MAX),
  includeRecordInvalid: "includeRecord must be true or false",
  includeRecordWarning:
    "The payload then holds personal data (names, e-mail addresses, phone numbers, messages, a link to the resume): " +
    "send it only to a system you trust with it, over https.",
  notFound: notFound("Webhook endpoint"),
  deliveryNotFound: notFound("Delivery"),
  alreadyQueued: "This delivery is already waiting to be sent",
  created: "Webhook endpoint added; copy its secret now, it is not shown again",
  updated: "Webhook endpoint updated",
  deleted: "Webhook endpoint deleted",
  testQueued: "Test event queued",
  redeliveryQueued: "Delivery queued again",
} as const;
const m = webhookMessages;

const urlField = text(m.urlInvalid)
  .max(URL_MAX, m.urlTooLong)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), m.urlInvalid)
  .refine(
    (value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password),
    m.credentialsInUrl,
  );
const eventsField = z
  .array(z.enum(webhookEvents, { error: m.eventInvalid }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .transform((events) => [...new Set(events)]);
const descriptionField = text(m.descriptionTooLong).max(DESCRIPTION_MAX, m.descriptionTooLong);

/** `POST /webhooks`. Whether the URL may be http:// or private is the server's check (it reads the setting). */
const includeRecordField = z.boolean({ error: m.includeRecordInvalid });

export const webhookCreateSchema = z.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.default(""),
  /** Lead events carry the lead itself (off unless asked: it is personal data). */
  includeRecord: includeRecordField.default(false),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** `PATCH /webhooks/:id`: any of the fields; `rotateSecret: true` replaces the secret and shows the new one once. */
export const webhookUpdateSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  description: descriptionField.optional(),
  enabled: z.boolean().optional(),
  includeRecord: includeRecordField.optional(),
  rotateSecret: z.boolean().optional(),
});
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  _id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  includeRecord: z.boolean(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type WebhookDto = z.infer<typeof webhookSchema>;
/** The answer that shows the secret: creation and rotation only. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecretDto = z.infer<typeof webhookWithSecretSchema>;

export const deliveryAttemptSchema = z.object({
  attempt: z.number().int(),
  at: isoTimestamp,
  durationMs: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  ok: z.boolean(),
});
export type DeliveryAttemptDto = z.infer<typeof deliveryAttemptSchema>;

export const deliverySchema = z.object({
  _id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  event: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  attemptLog: z.array(deliveryAttemptSchema),
});
export type DeliveryDto = z.infer<typeof deliverySchema>;

export const DELIVERIES_LIMIT = 50;
