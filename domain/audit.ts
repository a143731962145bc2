import { z } from "zod";
import { type ContentRecordKind, contentRecordKinds, recordFactsOf } from "./content-kinds.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { pageFields, pageMessages } from "./list-paging.ts";
import { paginationSchema } from "./request-logs.ts";
import { hasControlCharacter, hasLoneSurrogate, mustBeOneOf } from "./text-patterns.ts";
import { wordsOf } from "./word-sets.ts";

/** What a staff member did (docs/api.md "Audit log"), as the back office names it. */
export const auditActionLabels = {
  create: "Create",
  update: "Update",
  delete: "Delete",
  statusChange: "Status change",
  imageAdd: "Image added",
  imageRemove: "Image removed",
  login: "Sign-in",
  loginFailed: "Failed sign-in",
  logout: "Sign-out",
  passwordChange: "Password change",
  passwordReset: "Password reset",
  roleChange: "Role change",
  twoFactorEnable: "Two-factor on",
  twoFactorDisable: "Two-factor off",
  export: "Export",
  erase: "Erasure",
  purge: "Retention purge",
  webhookTest: "Webhook test",
  redeliver: "Redelivery",
  restore: "Restored from trash",
  deleteForever: "Deleted forever",
  apiCall: "API call",
  revoke: "Revoked",
  draftSave: "Draft saved",
  draftDiscard: "Draft discarded",
  draftRestore: "Draft brought back",
  merge: "Merged",
  unmerge: "Merge undone",
  emailSent: "E-mail sent",
  split: "Leads split off",
  keepApart: "Kept apart",
  schedule: "Scheduled",
  unschedule: "Schedule cancelled",
  previewShare: "Preview link shared",
  accessRefused: "Access refused",
};
export const auditActions = wordsOf(auditActionLabels);
export type AuditAction = (typeof auditActions)[number];

/**
 * Actions recorded once per editing session (ADR 0152), with how long a session may pause: a
 * repeat by the same admin on the same record, while that record's latest entry is theirs of this
 * action and no older than this, moves that entry's time on instead of adding one (autosave saves
 * a draft every few seconds).
 */
export const auditSessionPauseMs: Partial<Record<AuditAction, number>> = { draftSave: 10 * 60 * 1000 };

/**
 * What it was done to. The contract's list, plus the two lists a CSV export can also name:
 * potential customers and the audit log itself (docs/decisions/0076), and the personal data of one
 * e-mail address, which an erasure removes across lists (docs/decisions/0084).
 */
export const auditEntities = [
  ...contentRecordKinds,
  "application",
  "enquiry",
  "subscriber",
  "privilege",
  "admin",
  "alertHeading",
  "site",
  "session",
  "potentialCustomer",
  "auditLog",
  "personalData",
  "webhook",
  "backup",
  "apiKey",
  "redirect",
  "notFoundLog",
  "person",
  "replyTemplate",
  "media",
  "author",
  "tag",
  "wordpressImport",
  "campaign",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

const otherEntityLabels: Record<Exclude<AuditEntity, ContentRecordKind>, string> = {
  application: "Application",
  enquiry: "Enquiry",
  subscriber: "Subscriber",
  privilege: "Privilege",
  admin: "Admin user",
  alertHeading: "Alert heading",
  site: "Site content",
  session: "Session",
  potentialCustomer: "Potential customer",
  auditLog: "Audit log",
  personalData: "Personal data",
  webhook: "Webhook endpoint",
  backup: "Backup",
  apiKey: "API key",
  redirect: "Redirect",
  notFoundLog: "404 log",
  person: "Person",
  replyTemplate: "Reply template",
  media: "Picture",
  author: "Author",
  tag: "Tag",
  wordpressImport: "WordPress import",
  campaign: "Newsletter campaign",
};

/** Whether the entry is about a content record (its kind's label, its webhook event). */
export const isContentRecord = (entity: AuditEntity): entity is ContentRecordKind =>
  contentRecordKinds.some((word) => word === entity);

/** How the back office names them: a content record by its kind's label (domain/content-kinds.ts). */
export const auditEntityLabel = (entity: AuditEntity): string =>
  isContentRecord(entity) ? recordFactsOf(entity).label : otherEntityLabels[entity];

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;
/** Entries older than this many days are removed (AUDIT_RETENTION_DAYS). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
/** A summary is one line for a person to read; anything longer is cut to this. */
export const AUDIT_SUMMARY_MAX = 500;

export const auditMessages = {
  ...pageMessages(AUDIT_PAGE_SIZE_MAX),
  actorInvalid: "Actor must be a username or an admin id",
  entityInvalid: mustBeOneOf("Entity", auditEntities),
  actionInvalid: mustBeOneOf("Action", auditActions),
  fromInvalid: "From must be a date (YYYY-MM-DD) or an ISO-8601 timestamp",
  toInvalid: "To must be a date (YYYY-MM-DD) or an ISO-8601 timestamp",
  rangeInvalid: "From must not be after To",
} as const;

const m = auditMessages;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const momentPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A bound of the date filter: a calendar day (UTC) or an exact moment. `to` given as a day means
 * through the end of that day, so `from=2025-01-05&to=2025-01-05` is the whole of 5 January.
 */
function moment(message: string, endOfDay: boolean) {
  return z
    .string()
    .trim()
    .refine((value) => dayPattern.test(value) || momentPattern.test(value), { error: message, abort: true })
    .transform((value, context) => {
      const date = dayPattern.test(value)
        ? new Date(`${value}T00:00:00.000Z`)
        : new Date(value.replace(/(\.\d{3})\d+/, "$1"));
      if (Number.isNaN(date.getTime()) || (dayPattern.test(value) && date.toISOString().slice(0, 10) !== value)) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return endOfDay && dayPattern.test(value) ? new Date(date.getTime() + 24 * 60 * 60 * 1000 - 1) : date;
    })
    .optional();
}

/** `GET /audit`: paging and filters; every filter is optional and they combine with "and". */
export const auditQuerySchema = z
  .object({
    ...pageFields(AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE_MAX),
    actor: z
      .string()
      .trim()
      .max(100, m.actorInvalid)
      .refine((value) => !hasControlCharacter(value) && !hasLoneSurrogate(value), m.actorInvalid)
      .optional()
      .describe("The admin who acted: username (any letter case) or id"),
    entity: z.enum(auditEntities, { error: m.entityInvalid }).optional(),
    action: z.enum(auditActions, { error: m.actionInvalid }).optional(),
    from: moment(m.fromInvalid, false).describe("From this day (YYYY-MM-DD, UTC) or moment (ISO-8601), inclusive"),
    to: moment(m.toInvalid, true).describe("Up to this day (YYYY-MM-DD, UTC, the whole day) or moment, inclusive"),
    format: z.enum(["json", "csv"]).optional().describe("csv: a spreadsheet download of every matching entry"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: m.rangeInvalid, path: ["from"] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The changed fields, as they were or as they became; never a password, hash, token or secret. */
const fields = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: isoTimestamp,
  actor: z
    .object({ _id: z.string(), username: z.string() })
    .nullable()
    .describe("The admin who acted; null when nobody was signed in (a failed sign-in) or for the system (a purge)"),
  ip: z.string().nullable(),
  action: z.enum(auditActions),
  entity: z.enum(auditEntities),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: fields,
  after: fields,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditPage = z.infer<typeof auditPageSchema>;
