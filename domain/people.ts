import { z } from "zod";
import { isoTimestamp as timestamp } from "./iso-timestamp.ts";
import { listPageQuery } from "./list-paging.ts";
import { contactPointSchema, possibleDuplicateSchema } from "./person-identity.ts";
import { applicationStages, enquiryStages, staffRefSchema } from "./pipeline.ts";
import { replyChannelSchema } from "./reply-channel.ts";
import { isRequired, multiLineText, notFound, requiredText, text, tooLong } from "./text-rules.ts";

/**
 * People (issue 51, ADR 0171): one record per person across the enquiry, application, newsletter
 * and potential-customer lists, with the timeline of everything that happened with them, and the
 * replies staff send them (ADR 0172).
 */
export const personMessages = {
  notFound: notFound("Person"),
  merged: "People merged successfully",
  unmerged: "Merge undone successfully",
  otherIdRequired: "otherId is required",
  mergeSelf: "A person cannot be merged with themselves",
  otherNotFound: notFound("The other person was"),
  nothingToUnmerge: "Nothing merged into this person can be undone",
  unmergeExpired: "A merge can only be undone within 30 days",
  unmergeLater: "Undo the later merge of this person first",
  replySent: "E-mail sent",
  noAddress: "This person has no e-mail address",
  templateNotFound: notFound("Reply template"),
  templateSaved: "Reply template saved",
  templateDeleted: "Reply template deleted",
  templateNameTaken: "A reply template with this name already exists",
} as const;

/** How long a merge can be undone. */
export const PERSON_UNMERGE_DAYS = 30;
export const PERSON_UNMERGE_MS = PERSON_UNMERGE_DAYS * 24 * 60 * 60 * 1000;

/** The key a person is found by from an e-mail address as typed: trimmed, lower case; null when empty. */
export function emailKey(raw: string): string | null {
  const key = raw.trim().toLowerCase();
  return key === "" ? null : key;
}

export const personSortFields = ["lastSeenAt", "createdAt", "name", "email"] as const;

/** `GET /people`: paging, and a search in name, e-mail and (normalised) phone number. */
export const personListQuery = listPageQuery(personSortFields, "-lastSeenAt");

/** A row of the People list. */
export const personRowSchema = z.object({
  _id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("E.164, e.g. +923001234567"),
  name: z.string(),
  enquiryCount: z.number().int(),
  applicationCount: z.number().int(),
  subscribed: z.boolean(),
  firstSeenAt: timestamp,
  lastSeenAt: timestamp,
});
export type PersonRow = z.infer<typeof personRowSchema>;

export const timelineTypes = [
  "enquiry",
  "application",
  "subscription",
  "visit",
  "source",
  "stageChange",
  "note",
  "followUp",
  "email",
  "email-in",
  "call",
  "meeting",
  "merge",
] as const;
export type TimelineType = (typeof timelineTypes)[number];

/** How much of an answer the timeline shows, and how much of what they wrote is kept. */
export const INBOUND_EXCERPT_CHARS = 300;
export const INBOUND_TEXT_MAX = 10_000;

/** The start of what someone wrote, on one line, cut at a word with an ellipsis when longer. */
export function excerptOf(text: string, chars = INBOUND_EXCERPT_CHARS): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= chars) return line;
  const cut = line.slice(0, chars - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > chars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A file that came with an answer: listed, never stored (the message stays in the mailbox). */
export const inboundAttachmentSchema = z.object({
  name: z.string(),
  size: z.number().int().describe("Bytes"),
  contentType: z.string(),
});
export type InboundAttachment = z.infer<typeof inboundAttachmentSchema>;

export const timelineEntrySchema = z.object({
  at: timestamp,
  type: z.enum(timelineTypes),
  actor: z.string().nullable().describe("The staff member behind it; null for the person's own submissions"),
  summary: z.string(),
  subject: z.string().optional().describe("email-in: the answer's subject"),
  from: z.string().optional().describe("email-in: the address it came from"),
  excerpt: z.string().optional().describe("email-in: the start of what they wrote, without the quoted e-mail"),
  attachments: z.array(inboundAttachmentSchema).optional().describe("email-in: the files it came with"),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const personSchema = personRowSchema.extend({
  company: z.string(),
  notes: z.string(),
  emails: z.array(contactPointSchema).describe("Every address of the person, the one shown first"),
  phones: z.array(contactPointSchema).describe("Every number of the person (E.164), the one shown first"),
  possibleDuplicates: z
    .array(possibleDuplicateSchema)
    .describe("Other people who may be this one (a shared phone number, the same name), unless kept apart"),
  replyChannel: replyChannelSchema.describe("Where an e-mail to the person is sent from and their answers go"),
  enquiries: z.array(
    z.object({
      _id: z.string(),
      createdAt: timestamp,
      stage: z.enum(enquiryStages),
      owner: staffRefSchema.nullable(),
      message: z.string(),
    }),
  ),
  applications: z
    .array(
      z.object({
        _id: z.string(),
        createdAt: timestamp,
        stage: z.enum(applicationStages),
        owner: staffRefSchema.nullable(),
        jobTitle: z.string(),
      }),
    )
    .describe("Empty for a caller without the applications area's read right"),
  visits: z.number().int().describe("Public submissions counted as potential-customer visits"),
  owner: staffRefSchema.nullable().describe("The owner of the person's latest owned enquiry"),
  merged: z
    .array(z.object({ _id: z.string(), email: z.string().nullable(), mergedAt: timestamp, undoableUntil: timestamp }))
    .describe("People merged into this one whose merge can still be undone"),
  timeline: z.array(timelineEntrySchema).describe("Newest first"),
});
export type Person = z.infer<typeof personSchema>;

export const mergeSchema = z.object({
  otherId: text(personMessages.otherIdRequired).min(1, personMessages.otherIdRequired),
});

export const unmergeSchema = z
  .object({
    otherId: text(personMessages.otherIdRequired)
      .optional()
      .describe("The person merged in; absent: the latest merge into this person"),
  })
  .optional();

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
export const TEMPLATE_NAME_MAX = 80;

/** What a reply and a reply template may name: filled in from the person when the e-mail is sent. */
export const replyPlaceholders = { name: "{name}", email: "{email}", phone: "{phone}", sender: "{sender}" } as const;
export type ReplyValues = { name: string; email: string; phone: string; sender: string };

export function fillReply(template: string, values: ReplyValues): string {
  return template
    .replaceAll(replyPlaceholders.name, values.name)
    .replaceAll(replyPlaceholders.email, values.email)
    .replaceAll(replyPlaceholders.phone, values.phone)
    .replaceAll(replyPlaceholders.sender, values.sender);
}

/**
 * `POST /people/:id/email`. With `templateId` an empty subject or body is the template's; the
 * placeholders are filled in either way.
 */
export const replySchema = z.object({
  subject: text("Subject must be text").max(REPLY_SUBJECT_MAX, tooLong("Subject", REPLY_SUBJECT_MAX)).default(""),
  body: multiLineText("Body must be text").max(REPLY_BODY_MAX, tooLong("Body", REPLY_BODY_MAX)).default(""),
  templateId: text("templateId must be text").optional().describe("A reply template (GET /reply-templates)"),
});
export type ReplyInput = z.infer<typeof replySchema>;

export const replyMessages = {
  subjectRequired: isRequired("Subject"),
  bodyRequired: isRequired("Body"),
} as const;

export const replyTemplateInputSchema = z.object({
  name: requiredText("Name", TEMPLATE_NAME_MAX),
  subject: requiredText("Subject", REPLY_SUBJECT_MAX),
  body: requiredText("Body", REPLY_BODY_MAX, true),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateInputSchema>;

export const replyTemplateSchema = replyTemplateInputSchema.extend({
  _id: z.string(),
  updatedAt: timestamp,
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** The back office's words for people (the People list, the person page, a lead's link to it). */
export const peopleTexts = {
  repeat: "Wrote before",
  openPerson: "Everything about this person",
  listTitle: "Person",
  listDescription: "Everyone who wrote in, once per person: their enquiries, applications and subscription on one page",
  caption: "People",
  empty: "No people yet",
  emptyHint: "Everyone who sends an enquiry, applies for a job or subscribes is listed here, once per person.",
  search: { placeholder: "Search by name, email or phone...", label: "Search people" },
  timeline: "Timeline",
  timelineEmpty: "Nothing has happened with this person yet.",
  enquiries: "Enquiries",
  applications: "Applications",
  subscription: "Newsletter",
  subscribed: "Subscribed to the newsletter",
  notSubscribed: "Not subscribed",
  reply: "Reply",
  send: "Send e-mail",
  sending: "Sending…",
  noTemplate: "No template",
  merge: "Merge another person into this one",
  mergeHint: "Their enquiries, applications and subscription move here. You can undo it for 30 days.",
  mergeSearch: "Find the other person",
  mergeButton: "Merge",
  mergedPeople: "Merged into this person",
  undo: "Undo merge",
  templates: "Reply templates",
  templatesHint: "Texts to start a reply from; {name}, {email}, {phone} and {sender} are filled in when sent.",
  addTemplate: "Add template",
  back: "All people",
  notFound: "This person was not found. They may have been erased.",
} as const;
