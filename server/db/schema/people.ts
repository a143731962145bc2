import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FOLLOW_UP_TASK_MAX } from "../../../domain/follow-up-rules.ts";
import { type ConsentForm, type SubscriberStatus, subscriberStatuses } from "../../../domain/newsletter.ts";
import type { InboundAttachment } from "../../../domain/people.ts";
import { activityKinds, contactKinds, contactSources } from "../../../domain/person-identity.ts";
import { applicationStages, DEAL_VALUE_MAX, enquiryStages, NOTE_MAX } from "../../../domain/pipeline.ts";
import {
  at,
  bigNumber,
  createdAt,
  day,
  flag,
  id,
  knownLanguage,
  language,
  oneOf,
  ref,
  tally,
  textList,
  timestamps,
} from "../columns.ts";
import { jobs } from "./content.ts";
import { adminUsers, pipelineOwner } from "./staff.ts";

/** The person a lead belongs to (ADR 0171); an erased person leaves no link. */
export const personLink = () => ({
  personId: ref("person_id", (): AnyPgColumn => people.id, "set null"),
});

/** Where a lead came from (ADR 0079): null where nothing is known. */
export const attribution = () => ({
  landingPage: text("landing_page"),
  referrerHost: text("referrer_host"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
});

export const applications = pgTable(
  "applications",
  {
    id: id(),
    jobId: ref("job_id", () => jobs.id, "restrict").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    state: text("state").notNull(),
    postalCode: text("postal_code").notNull(),
    resumeKey: text("resume_key").notNull(),
    resumeName: text("resume_name").notNull(),
    resumeType: text("resume_type").notNull(),
    resumeSize: integer("resume_size").notNull(),
    stage: text("stage", { enum: applicationStages }).notNull().default("new"),
    ...pipelineOwner(),
    ...personLink(),
    ...attribution(),
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [
    index("applications_job_idx").on(t.jobId, t.createdAt.desc()),
    // Ascending on purpose: read backwards it gives `created_at desc, id desc` (nulls first, the
    // default), which a `desc nulls last` index cannot (ADR 0092).
    index("applications_created_idx").on(t.createdAt, t.id),
    uniqueIndex("applications_resume_key").on(t.resumeKey),
    index("applications_stage_idx").on(t.stage, t.createdAt, t.id),
    // The Applications screen's search (names, e-mail, phone) and sorts (ADR 0092).
    index("applications_first_name_trgm").using("gin", t.firstName.op("gin_trgm_ops")),
    index("applications_last_name_trgm").using("gin", t.lastName.op("gin_trgm_ops")),
    index("applications_email_trgm").using("gin", t.email.op("gin_trgm_ops")),
    index("applications_phone_trgm").using("gin", t.phoneNumber.op("gin_trgm_ops")),
    index("applications_owner_idx").on(t.ownerId),
    index("applications_person_idx").on(t.personId, t.createdAt),
    check("applications_stage", sql`${t.stage} in ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected')`),
    knownLanguage("applications_language", t.language),
  ],
);

export const enquiries = pgTable(
  "enquiries",
  {
    id: id(),
    fullname: text("fullname").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    message: text("message").notNull(),
    source: text("source").notNull().default("contact"),
    stage: text("stage", { enum: enquiryStages }).notNull().default("new"),
    /**
     * Derived from the stage by the database itself (ADR 0083), so no write can break the
     * contract's rule that an enquiry is completed exactly when it is won or lost.
     */
    status: text("status", { enum: ["pending", "completed"] })
      .notNull()
      .generatedAlwaysAs(sql`case when stage in ('won', 'lost') then 'completed' else 'pending' end`),
    ...pipelineOwner(),
    ...personLink(),
    /** The deal (ADR 0176): its value in whole PKR, when it should close, and why it was lost. */
    dealValue: bigNumber("deal_value"),
    expectedCloseOn: day("expected_close_on"),
    lostReason: text("lost_reason"),
    ...attribution(),
    language: language(),
    ...timestamps(),
  },
  (t) => [
    check("enquiries_stage", sql`${t.stage} in ('new', 'contacted', 'qualified', 'won', 'lost')`),
    check("enquiries_deal_value", sql`${t.dealValue} between 0 and ${sql.raw(String(DEAL_VALUE_MAX))}`),
    knownLanguage("enquiries_language", t.language),
    // The board sums deal values by stage.
    index("enquiries_stage_deal_idx").on(t.stage, t.dealValue),
    // Ascending on purpose: read backwards it gives `created_at desc, id desc` (nulls first, the
    // default), which a `desc nulls last` index cannot (ADR 0092).
    index("enquiries_created_idx").on(t.createdAt, t.id),
    index("enquiries_status_idx").on(t.status, t.createdAt, t.id),
    index("enquiries_stage_idx").on(t.stage, t.createdAt, t.id),
    // The Enquiries screen's search (name, e-mail, phone) and sorts (ADR 0092).
    index("enquiries_fullname_trgm").using("gin", t.fullname.op("gin_trgm_ops")),
    index("enquiries_email_trgm").using("gin", t.email.op("gin_trgm_ops")),
    index("enquiries_phone_trgm").using("gin", t.phone.op("gin_trgm_ops")),
    index("enquiries_fullname_idx").on(t.fullname, t.id),
    index("enquiries_email_idx").on(t.email, t.id),
    index("enquiries_owner_idx").on(t.ownerId),
    index("enquiries_person_idx").on(t.personId, t.createdAt, t.id),
  ],
);

/**
 * Staff's private notes on a lead: each belongs to exactly one enquiry or one application and goes
 * with it. A note outlives its author, who is then unknown (null), like an owner (ADR 0083).
 */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: id(),
    enquiryId: ref("enquiry_id", () => enquiries.id, "cascade"),
    applicationId: ref("application_id", () => applications.id, "cascade"),
    authorId: ref("author_id", () => adminUsers.id, "set null"),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("lead_notes_one_lead", sql`num_nonnulls(${t.enquiryId}, ${t.applicationId}) = 1`),
    check("lead_notes_text_length", sql`char_length(${t.text}) between 1 and ${sql.raw(String(NOTE_MAX))}`),
    index("lead_notes_enquiry_idx").on(t.enquiryId, t.createdAt),
    index("lead_notes_application_idx").on(t.applicationId, t.createdAt),
    index("lead_notes_author_idx").on(t.authorId),
  ],
);

/**
 * A follow-up on one lead (ADR 0175): a due time and a short task for a staff member, ticked off
 * when done. A deleted lead takes its follow-ups with it; a deleted staff user leaves them unassigned.
 */
export const leadFollowUps = pgTable(
  "lead_follow_ups",
  {
    id: id(),
    enquiryId: ref("enquiry_id", () => enquiries.id, "cascade"),
    applicationId: ref("application_id", () => applications.id, "cascade"),
    dueAt: at("due_at").notNull(),
    task: text("task").notNull(),
    ownerId: ref("owner_id", () => adminUsers.id, "set null"),
    createdById: ref("created_by_id", () => adminUsers.id, "set null"),
    doneAt: at("done_at"),
    ...timestamps(),
  },
  (t) => [
    check("lead_follow_ups_one_lead", sql`num_nonnulls(${t.enquiryId}, ${t.applicationId}) = 1`),
    check(
      "lead_follow_ups_task_length",
      sql`char_length(${t.task}) between 1 and ${sql.raw(String(FOLLOW_UP_TASK_MAX))}`,
    ),
    // "Due today" and "Overdue" read open follow-ups by due time; done ones are history.
    index("lead_follow_ups_open_due_idx").on(t.dueAt).where(sql`${t.doneAt} is null`),
    index("lead_follow_ups_owner_idx").on(t.ownerId, t.dueAt),
    index("lead_follow_ups_enquiry_idx").on(t.enquiryId),
    index("lead_follow_ups_application_idx").on(t.applicationId),
    index("lead_follow_ups_created_by_idx").on(t.createdById),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    ...personLink(),
    ...attribution(),
    createdAt: createdAt(),
    /**
     * Double opt-in (ADR 0261): `pending` until confirmed from the e-mail; the migration made every
     * earlier subscriber `confirmed`, with `imported` consent.
     */
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    /** When, from which address and on which form the consent was given (exported with the person's data). */
    consentAt: at("consent_at").notNull().defaultNow(),
    consentIp: text("consent_ip"),
    consentForm: text("consent_form").$type<ConsentForm>().notNull().default("signup"),
    confirmedAt: at("confirmed_at"),
    /** The last confirmation e-mail: a repeated signup sends another only after a while. */
    confirmationSentAt: at("confirmation_sent_at"),
    /** Clicks in a campaign are counted for this person only when they said yes (ADR 0264). */
    countClicks: flag("count_clicks", false),
    tags: textList("tags"),
    softBounces: tally("soft_bounces"),
    /** The language of the page they signed up on (issue 74). */
    language: language(),
  },
  (t) => [
    index("newsletter_subscribers_person_idx").on(t.personId),
    uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_created_idx").on(t.createdAt, t.id),
    // The Subscribers screen's search and its sort by address (ADR 0092).
    index("newsletter_subscribers_email_trgm").using("gin", t.email.op("gin_trgm_ops")),
    index("newsletter_subscribers_email_idx").on(t.email, t.id),
    // A campaign's audience, and the purge of addresses never confirmed.
    index("newsletter_subscribers_status_idx").on(t.status, t.consentAt),
    check("newsletter_subscribers_status", sql`${t.status} in ${oneOf(subscriberStatuses)}`),
    knownLanguage("newsletter_subscribers_language", t.language),
  ],
);

export const potentialCustomers = pgTable(
  "potential_customers",
  {
    id: id(),
    email: text("email").notNull(),
    source: text("source").notNull(),
    visitCount: integer("visit_count").notNull().default(1),
    ...personLink(),
    ...attribution(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("potential_customers_email_key").on(sql`lower(${t.email})`),
    index("potential_customers_person_idx").on(t.personId),
    index("potential_customers_last_seen_idx").on(t.lastSeenAt, t.id),
    index("potential_customers_email_trgm").using("gin", t.email.op("gin_trgm_ops")),
    check("potential_customers_visit_count", sql`${t.visitCount} >= 1`),
  ],
);

/** A name as "same name" suggestions compare it (ADR 0250): letter case and spacing ignored, as `nameKey` does. */
export const personNameKey = (name: AnyPgColumn) =>
  sql`lower(regexp_replace(btrim(${name}), '[[:space:]]+', ' ', 'g'))`;

/**
 * One person across every form (issue 51, ADR 0171, 0250): found by any of their e-mail addresses
 * (person_contacts), `email` and `phone` being the ones shown. A person merged into another points at
 * it (`merged_into_id`) and their addresses move there, so a later submission reaches the survivor;
 * the merge can be undone (person_merges).
 */
export const people = pgTable(
  "people",
  {
    id: id(),
    email: text("email"),
    phone: text("phone"),
    name: text("name").notNull().default(""),
    company: text("company").notNull().default(""),
    /** Staff's notes about the person (not about one lead: those are lead notes). */
    notes: text("notes").notNull().default(""),
    /**
     * The secret part of the person's conversation address (`inbox+<token>@…`, ADR 0252): an answer
     * sent there is theirs. Random, 32 hex digits.
     */
    replyToken: text("reply_token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    mergedIntoId: ref("merged_into_id", (): AnyPgColumn => people.id, "set null"),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    // The address shown; the key a person is found by is person_contacts' (ADR 0250).
    index("people_email_idx").on(t.email),
    uniqueIndex("people_reply_token_key").on(t.replyToken),
    // "Same name" suggestions (ADR 0250).
    index("people_name_key_idx").on(personNameKey(t.name)),
    index("people_phone_idx").on(t.phone),
    index("people_merged_into_idx").on(t.mergedIntoId),
    index("people_last_seen_idx").on(t.lastSeenAt, t.id),
    index("people_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    index("people_email_trgm").using("gin", t.email.op("gin_trgm_ops")),
    index("people_phone_trgm").using("gin", t.phone.op("gin_trgm_ops")),
    check("people_email_key_form", sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/**
 * Every e-mail address and phone number of a person (ADR 0250), with where it came from. An address
 * belongs to one person (the key a submission is matched by); a number may be shared (an office
 * phone), which only suggests that two people may be one. `people.email` and `people.phone` are the
 * ones shown, kept among these by the people module.
 */
export const personContacts = pgTable(
  "person_contacts",
  {
    id: id(),
    personId: ref("person_id", () => people.id, "cascade").notNull(),
    kind: text("kind", { enum: contactKinds }).notNull(),
    value: text("value").notNull(),
    source: text("source", { enum: contactSources }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("person_contacts_email_key").on(t.value).where(sql`${t.kind} = 'email'`),
    uniqueIndex("person_contacts_person_value_key").on(t.personId, t.kind, t.value),
    index("person_contacts_phone_idx").on(t.value).where(sql`${t.kind} = 'phone'`),
    index("person_contacts_value_trgm").using("gin", t.value.op("gin_trgm_ops")),
    check("person_contacts_kind", sql`${t.kind} in ${oneOf(contactKinds)}`),
    check("person_contacts_source", sql`${t.source} in ${oneOf(contactSources)}`),
    check("person_contacts_email_form", sql`${t.kind} <> 'email' or ${t.value} = lower(btrim(${t.value}))`),
  ],
);

/** Two people staff said are not one (ADR 0250): never suggested as duplicates again. Stored once, lower id first. */
export const personKeepApart = pgTable(
  "person_keep_apart",
  {
    personId: ref("person_id", () => people.id, "cascade").notNull(),
    otherId: ref("other_id", () => people.id, "cascade").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.otherId] }),
    index("person_keep_apart_other_idx").on(t.otherId),
    check("person_keep_apart_order", sql`${t.personId} < ${t.otherId}`),
  ],
);

/** Calls and meetings staff logged on a person's timeline (ADR 0251). */
export const personActivities = pgTable(
  "person_activities",
  {
    id: id(),
    personId: ref("person_id", () => people.id, "cascade").notNull(),
    kind: text("kind", { enum: activityKinds }).notNull(),
    note: text("note").notNull(),
    happenedAt: at("happened_at").notNull(),
    authorId: ref("author_id", (): AnyPgColumn => adminUsers.id, "set null"),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("person_activities_person_idx").on(t.personId, t.happenedAt),
    index("person_activities_author_idx").on(t.authorId),
    check("person_activities_kind", sql`${t.kind} in ${oneOf(activityKinds)}`),
  ],
);

/**
 * Answers read from the inbound mailbox (ADR 0252): what a person wrote back, matched by their
 * conversation address or the e-mail it answers. Attachments are listed, never stored.
 */
export const inboundEmails = pgTable(
  "inbound_emails",
  {
    id: id(),
    personId: ref("person_id", () => people.id, "cascade").notNull(),
    /** The Message-ID (or, without one, the mailbox's UIDVALIDITY and UID): a message is recorded once. */
    messageKey: text("message_key").notNull(),
    /** The back-office e-mail it answers, when its In-Reply-To or References name one. */
    answersEmailId: ref("answers_email_id", (): AnyPgColumn => personEmails.id, "set null"),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name").notNull(),
    subject: text("subject").notNull(),
    /** What they wrote, the quoted e-mail left out, capped (domain/inbound-mail.ts). */
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<InboundAttachment[]>().notNull(),
    automatic: flag("automatic", false),
    receivedAt: at("received_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("inbound_emails_message_key").on(t.messageKey),
    index("inbound_emails_person_idx").on(t.personId, t.receivedAt),
    index("inbound_emails_answers_idx").on(t.answersEmailId),
  ],
);

/** What a merge moved from the other person, so the undo moves exactly that back. */
export type MovedRows = {
  enquiries: string[];
  applications: string[];
  subscribers: string[];
  customers: string[];
  emails: string[];
  /** Rows of the tables added later (person contacts, ADR 0250): absent in a merge made before them. */
  contacts?: string[];
  activities?: string[];
  inbound?: string[];
  /** The survivor's first and last seen before the merge, put back by the undo. */
  survivor?: { createdAt: string; lastSeenAt: string };
};

/** Every merge of two people (ADR 0171): undoable for PERSON_UNMERGE_DAYS while `undone_at` is null. */
export const personMerges = pgTable(
  "person_merges",
  {
    id: id(),
    personId: ref("person_id", () => people.id, "cascade").notNull(),
    otherId: ref("other_id", () => people.id, "cascade").notNull(),
    moved: jsonb("moved").$type<MovedRows>().notNull(),
    mergedAt: at("merged_at").notNull(),
    mergedBy: text("merged_by"),
    undoneAt: at("undone_at"),
  },
  (t) => [
    index("person_merges_person_idx").on(t.personId, t.mergedAt.desc()),
    index("person_merges_other_idx").on(t.otherId),
  ],
);

/** E-mails staff sent a person from the back office (ADR 0172): what went, from whom, when. */
export const personEmails = pgTable(
  "person_emails",
  {
    id: id(),
    personId: ref("person_id", () => people.id, "cascade"),
    senderId: ref("sender_id", (): AnyPgColumn => adminUsers.id, "set null"),
    senderName: text("sender_name").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    templateId: ref("template_id", (): AnyPgColumn => replyTemplates.id, "set null"),
    sentAt: at("sent_at").notNull(),
  },
  (t) => [index("person_emails_person_idx").on(t.personId, t.sentAt.desc())],
);

/** Reply templates staff pick from (ADR 0172); `{name}` and the other lead fields are filled in when used. */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: id(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("reply_templates_name_key").on(sql`lower(${t.name})`)],
);
