import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "../../domain/api-keys.ts";
import { auditActions, auditEntities } from "../../domain/audit.ts";
import { backupStatuses, backupTriggers } from "../../domain/backups.ts";
import type { BlockDocument } from "../../domain/blocks.ts";
import {
  type Audience,
  type CampaignMessageStatus,
  type CampaignStatus,
  campaignMessageStatuses,
  campaignStatuses,
} from "../../domain/campaigns.ts";
import { type ContentKind, contentKinds, contentRecordKinds } from "../../domain/content-kinds.ts";
import type { DiscardedDraft } from "../../domain/drafts.ts";
import { FOLLOW_UP_TASK_MAX } from "../../domain/follow-up-rules.ts";
import { employmentTypeNames, JOB_EMPLOYMENT_TYPE, JOB_LOCATION } from "../../domain/job-types.ts";
import { type ConsentForm, type SubscriberStatus, subscriberStatuses } from "../../domain/newsletter.ts";
import { emptyBlocks } from "../../domain/pages.ts";
import type { InboundAttachment } from "../../domain/people.ts";
import { activityKinds, contactKinds, contactSources } from "../../domain/person-identity.ts";
import { applicationStages, DEAL_VALUE_MAX, enquiryStages, NOTE_MAX } from "../../domain/pipeline.ts";
import type { RolePermissions } from "../../domain/roles.ts";
import { defaultSearchSettings, type SearchSettings } from "../../domain/search-settings.ts";
import type { TitledText } from "../../domain/services.ts";
import { trashKinds } from "../../domain/trash.ts";
import type { DeliveredEvent, DeliveryStatus, WebhookEvent } from "../../domain/webhooks.ts";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
/** A check's list of allowed words, as the migrations wrote it: `('a', 'b')`. */
const oneOf = (words: readonly string[]) => sql.raw(`(${words.map((word) => `'${word}'`).join(", ")})`);
/** A content record's version: 1 when created, +1 on every change (edit conflicts, revisions; ADR 0102). */
const version = () => integer("version").notNull().default(1);
/** A record's slug, the last part of its public address: unique per kind, rules in domain/slugs.ts (ADR 0160). */
/** A record's own search and sharing settings (domain/search-settings.ts); all empty: the site's defaults. */
const searchSettings = () => jsonb("seo").$type<SearchSettings>().notNull().default(defaultSearchSettings);
const slug = () => text("slug").notNull();

/** Where a lead came from (ADR 0079): null where nothing is known. */
const attribution = () => ({
  landingPage: text("landing_page"),
  referrerHost: text("referrer_host"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
});

/** The staff user who owns a lead; a deleted user leaves it unowned (ADR 0083). */
const pipelineOwner = () => ({
  ownerId: uuid("owner_id").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
});

/** The person a lead belongs to (ADR 0171); an erased person leaves no link. */
const personLink = () => ({
  personId: uuid("person_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
});

export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: slug(),
    seo: searchSettings(),
    description: text("description").notNull(),
    icon: text("icon"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("categories_name_lower_key").on(sql`lower(${t.name})`),
    uniqueIndex("categories_slug_key").on(t.slug),
    check("categories_name_length", sql`char_length(${t.name}) between 1 and 50`),
    check("categories_description_length", sql`char_length(${t.description}) between 1 and 80`),
  ],
);

export const services = pgTable(
  "services",
  {
    id: id(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    slug: slug(),
    seo: searchSettings(),
    description: text("description").notNull(),
    approach: text("approach").notNull(),
    color: text("color").notNull(),
    workUrl: text("work_url").notNull(),
    benefits: text("benefits").notNull(),
    icon: text("icon"),
    /** The detail page's accordion and benefit grid, `[{ title, text }]`; empty shows the standard ones. */
    topics: jsonb("topics").$type<TitledText[]>().notNull().default([]),
    benefitTiles: jsonb("benefit_tiles").$type<TitledText[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index("services_category_idx").on(t.categoryId, t.name),
    index("services_name_idx").on(t.name),
    uniqueIndex("services_slug_key").on(t.slug),
    check("services_color_hex", sql`${t.color} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`),
  ],
);

export const serviceFeatures = pgTable(
  "service_features",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.position] })],
);

export const projectCodeSequence = pgSequence("portfolio_project_code_seq", { startWith: 1 });
export const productCodeSequence = pgSequence("portfolio_product_code_seq", { startWith: 1 });

export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: id(),
    type: text("type", { enum: ["project", "product"] }).notNull(),
    name: text("name").notNull(),
    slug: slug(),
    seo: searchSettings(),
    projectCode: text("project_code").notNull(),
    productCode: text("product_code"),
    description: text("description").notNull(),
    /** How the work was done; empty shows the standard approach text. */
    approach: text("approach").notNull().default(""),
    client: text("client").notNull(),
    technology: text("technology").notNull(),
    url: text("url").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    images: text("images").array().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check("portfolio_items_type", sql`${t.type} in ('project', 'product')`),
    check("portfolio_items_image_count", sql`cardinality(${t.images}) between 1 and 4`),
    uniqueIndex("portfolio_items_project_code_key").on(sql`lower(${t.projectCode})`),
    uniqueIndex("portfolio_items_product_code_key").on(sql`lower(${t.productCode})`),
    index("portfolio_items_list_idx").on(t.type, t.isActive, t.createdAt.desc()),
    index("portfolio_items_category_idx").on(t.categoryId),
    uniqueIndex("portfolio_items_slug_key").on(t.slug),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    title: text("title").notNull(),
    slug: slug(),
    seo: searchSettings(),
    description: text("description").notNull(),
    companyOverview: text("company_overview").notNull(),
    jobRole: text("job_role").array().notNull(),
    requirements: text("requirements").array().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    location: text("location").notNull().default(JOB_LOCATION),
    employmentType: text("employment_type", { enum: employmentTypeNames }).notNull().default(JOB_EMPLOYMENT_TYPE),
    salary: text("salary").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index("jobs_list_idx").on(t.isActive, t.createdAt.desc()), uniqueIndex("jobs_slug_key").on(t.slug)],
);

/**
 * Pages built from blocks, served at `/<slug>` (issue 54, ADR 0197). `parent_id` names another page
 * without a foreign key: a parent moved to the trash and restored keeps its children under it.
 */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    title: text("title").notNull(),
    slug: slug(),
    seo: searchSettings(),
    blocks: jsonb("blocks").$type<BlockDocument>().notNull().default(emptyBlocks),
    parentId: uuid("parent_id"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex("pages_slug_key").on(t.slug), index("pages_parent_idx").on(t.parentId)],
);

/**
 * Articles of the blog, served at `/blog/<slug>` (issue 54, ADR 0204). `project_id` and `service_id`
 * name a case study's subject without a foreign key, as a page's parent: a project moved to the trash
 * and restored is linked again. `published_at` is set by the first publish and kept after.
 */
export const articles = pgTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    slug: slug(),
    summary: text("summary").notNull().default(""),
    coverId: uuid("cover_id").references(() => media.id, { onDelete: "set null" }),
    body: jsonb("body").$type<BlockDocument>().notNull().default(emptyBlocks),
    /** Its author profile (ADR 0245); null once that profile is deleted. */
    authorId: uuid("author_id").references((): AnyPgColumn => authors.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    projectId: uuid("project_id"),
    serviceId: uuid("service_id"),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    seo: searchSettings(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex("articles_slug_key").on(t.slug),
    index("articles_published_idx").on(t.isActive, t.publishedAt.desc()),
    index("articles_tags_idx").using("gin", t.tags),
    index("articles_author_idx").on(t.authorId),
  ],
);

/**
 * The blog's tags as their owners named them (ADR 0243): an article carries its tags as words of an
 * address (`articles.tags`, `/blog/tag/<slug>`); this gives a tag its name as written ("Cat A" for
 * `cat-a`) and its description, which the tag's page shows. A tag no article carries may be here (a
 * WordPress category without posts is kept); a tag typed on an article need not be.
 */
export const tags = pgTable("tags", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  createdAt: createdAt(),
});

export const applications = pgTable(
  "applications",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
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
    dealValue: bigint("deal_value", { mode: "number" }),
    expectedCloseOn: date("expected_close_on", { mode: "string" }),
    lostReason: text("lost_reason"),
    ...attribution(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("enquiries_stage", sql`${t.stage} in ('new', 'contacted', 'qualified', 'won', 'lost')`),
    check("enquiries_deal_value", sql`${t.dealValue} between 0 and ${sql.raw(String(DEAL_VALUE_MAX))}`),
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
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
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
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }).notNull(),
    task: text("task").notNull(),
    ownerId: uuid("owner_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdById: uuid("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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

/**
 * One row per local date the morning digest went out on (ADR 0177): the instance whose insert
 * claims the date sends it, every other finds it taken.
 */
export const leadDigestRuns = pgTable("lead_digest_runs", {
  day: date("day", { mode: "string" }).primaryKey(),
  claimedAt: createdAt(),
});

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
    consentAt: timestamp("consent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    consentIp: text("consent_ip"),
    consentForm: text("consent_form").$type<ConsentForm>().notNull().default("signup"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    /** The last confirmation e-mail: a repeated signup sends another only after a while. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true, mode: "date" }),
    /** Clicks in the newsletter are counted for this person only when they said yes (ADR 0264). */
    countClicks: boolean("count_clicks").notNull().default(false),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    softBounces: integer("soft_bounces").notNull().default(0),
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
  ],
);

/** Newsletter campaigns (issue 72): their words, audience and state; the messages are one row per recipient. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    subject: text("subject").notNull(),
    previewText: text("preview_text").notNull().default(""),
    senderName: text("sender_name").notNull(),
    /** The block editor's document, or null when the campaign sends `articleId`. */
    blocks: jsonb("blocks").$type<BlockDocument>(),
    articleId: uuid("article_id").references((): AnyPgColumn => articles.id, { onDelete: "set null" }),
    audience: jsonb("audience").$type<Audience>().notNull().default({ kind: "all" }),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true, mode: "date" }),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
    /** The e-mail as rendered when sending started: every recipient gets the same words (ADR 0262). */
    html: text("html"),
    textBody: text("text_body"),
    createdBy: uuid("created_by").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("campaigns_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("campaigns_due_idx").on(t.status, t.scheduledAt),
    check("campaigns_status", sql`${t.status} in ${oneOf(campaignStatuses)}`),
  ],
);

/**
 * The send queue (ADR 0262): one row per campaign and recipient, claimed with FOR UPDATE SKIP LOCKED
 * and a lease, marked sent in the statement that records the SMTP answer. Its Message-ID is made
 * when it is queued, so a message sent again after a crash is the same message.
 */
export const messageQueue = pgTable(
  "campaign_messages",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    /** An erased subscriber leaves the row (the campaign's counts) without anyone's address. */
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    status: text("status").$type<CampaignMessageStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    messageId: text("message_id").notNull(),
    /** The SMTP reply code and enhanced status of the last attempt (never the reply's text, which may name the address). */
    smtpCode: integer("smtp_code"),
    smtpStatus: text("smtp_status"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    bouncedAt: timestamp("bounced_at", { withTimezone: true, mode: "date" }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("campaign_messages_recipient_key").on(t.campaignId, t.subscriberId),
    uniqueIndex("campaign_messages_message_id_key").on(t.messageId),
    index("campaign_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("campaign_messages_campaign_idx").on(t.campaignId, t.status),
    index("campaign_messages_subscriber_idx").on(t.subscriberId),
    check("campaign_messages_status", sql`${t.status} in ${oneOf(campaignMessageStatuses)}`),
  ],
);

/** The links of a campaign, each sent as the site's own redirect address, with its clicks (ADR 0264). */
export const campaignLinks = pgTable(
  "campaign_links",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [uniqueIndex("campaign_links_url_key").on(t.campaignId, t.url)],
);

/** A click of a person who agreed to have theirs counted; everyone else's is only a link's number. */
export const campaignClicks = pgTable(
  "campaign_clicks",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => campaignLinks.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("campaign_clicks_subscriber_idx").on(t.subscriberId), index("campaign_clicks_link_idx").on(t.linkId)],
);

/**
 * The sending rate shared by every instance (NEWSLETTER_RATE_PER_MINUTE): a token bucket in one row,
 * locked by each claim, so two instances together send no faster than one.
 */
export const newsletterPacing = pgTable("newsletter_pacing", {
  id: integer("id").primaryKey(),
  tokens: doublePrecision("tokens").notNull().default(0),
  refilledAt: timestamp("refilled_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Work only one instance at a time may do (reading the bounce mailbox): a row per job whose lease
 * the first instance to claim it holds until it lapses.
 */
export const newsletterJobs = pgTable("newsletter_jobs", {
  name: text("name").primaryKey(),
  leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * Secrets the app makes for itself and every instance shares (the newsletter's signed links, when
 * MAIL_LINK_SECRET is not set): made once, the first instance's insert wins.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

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
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
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
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
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
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
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
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    otherId: uuid("other_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
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
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: activityKinds }).notNull(),
    note: text("note").notNull(),
    happenedAt: timestamp("happened_at", { withTimezone: true, mode: "date" }).notNull(),
    authorId: uuid("author_id").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
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
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    /** The Message-ID (or, without one, the mailbox's UIDVALIDITY and UID): a message is recorded once. */
    messageKey: text("message_key").notNull(),
    /** The back-office e-mail it answers, when its In-Reply-To or References name one. */
    answersEmailId: uuid("answers_email_id").references((): AnyPgColumn => personEmails.id, {
      onDelete: "set null",
    }),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name").notNull(),
    subject: text("subject").notNull(),
    /** What they wrote, the quoted e-mail left out, capped (domain/inbound-mail.ts). */
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<InboundAttachment[]>().notNull(),
    automatic: boolean("automatic").notNull().default(false),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("inbound_emails_message_key").on(t.messageKey),
    index("inbound_emails_person_idx").on(t.personId, t.receivedAt),
    index("inbound_emails_answers_idx").on(t.answersEmailId),
  ],
);

/**
 * Where the inbound mailbox was read up to, and which instance reads it now (ADR 0252): a poll claims
 * the row for a while (a lease), reads what came after `last_uid`, and moves it on message by message.
 */
export const inboundMailbox = pgTable("inbound_mailbox", {
  mailbox: text("mailbox").primaryKey(),
  uidValidity: bigint("uid_validity", { mode: "number" }),
  lastUid: bigint("last_uid", { mode: "number" }).notNull().default(0),
  claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
  lastPolledAt: timestamp("last_polled_at", { withTimezone: true, mode: "date" }),
});

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
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    otherId: uuid("other_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    moved: jsonb("moved").$type<MovedRows>().notNull(),
    mergedAt: timestamp("merged_at", { withTimezone: true, mode: "date" }).notNull(),
    mergedBy: text("merged_by"),
    undoneAt: timestamp("undone_at", { withTimezone: true, mode: "date" }),
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
    personId: uuid("person_id").references(() => people.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    senderName: text("sender_name").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    templateId: uuid("template_id").references((): AnyPgColumn => replyTemplates.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("reply_templates_name_key").on(sql`lower(${t.name})`)],
);

export const privileges = pgTable(
  "privileges",
  {
    id: id(),
    role: text("role").notNull(),
    permissions: jsonb("permissions").$type<RolePermissions>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("privileges_role_lower_key").on(sql`lower(${t.role})`)],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    username: text("username").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    contactNumber: text("contact_number").notNull(),
    address: text("address").notNull(),
    gender: text("gender", { enum: ["Male", "Female"] }).notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    privilegeId: uuid("privilege_id")
      .notNull()
      .references(() => privileges.id, { onDelete: "restrict" }),
    /** E-mail a notice of every new enquiry and job application to this admin. */
    notifyLeads: boolean("notify_leads").notNull().default(false),
    /** The confirmed TOTP secret, encrypted (ADR 0078); two-factor sign-in is on exactly when set. */
    twoFactorSecret: text("two_factor_secret"),
    /** A secret being set up, encrypted; it replaces nothing until a code from it is confirmed. */
    twoFactorPendingSecret: text("two_factor_pending_secret"),
    /** The TOTP time step of the last code accepted: a code of that step or earlier is a replay. */
    twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admin_users_username_key").on(t.username),
    check("admin_users_username_lowercase", sql`${t.username} = lower(${t.username})`),
    check("admin_users_gender", sql`${t.gender} in ('Male', 'Female')`),
    index("admin_users_privilege_idx").on(t.privilegeId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the opaque token: a leaked table does not leak usable tokens. */
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** One-time password reset links: only a hash of the token is kept, like a session's (ADR 0078). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("password_reset_tokens_user_idx").on(t.userId),
    index("password_reset_tokens_expires_idx").on(t.expiresAt),
  ],
);

/** Unused two-factor recovery codes, hashed; a code is deleted when it is used. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const requestLogs = pgTable(
  "request_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    username: text("username"),
    timestamp: timestamp("timestamp", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    statusCode: integer("status_code").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** `debug` for the back office's own successful reads, `info` for everything else (ADR 0081). */
    level: text("level", { enum: ["info", "debug"] })
      .notNull()
      .default("info"),
  },
  (t) => [
    // Ascending with the id: the log reads `timestamp desc, id desc` from the start and the reverse from the end.
    index("request_logs_timestamp_idx").on(t.timestamp, t.id),
    // The Logs screen's route search ("contains"): without it a rare route read every row of a million.
    index("request_logs_route_trgm").using("gin", t.route.op("gin_trgm_ops")),
    check("request_logs_level", sql`${t.level} in ('info', 'debug')`),
  ],
);

export const alertHeading = pgTable(
  "alert_heading",
  {
    id: integer("id").primaryKey().default(1),
    textField: text("text_field").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("alert_heading_singleton", sql`${t.id} = 1`)],
);

/**
 * The site's own content, one row per part (domain/site.ts): the value is the part whole. A part
 * without a row is its default, so a fresh install shows today's texts (ADR 0100). `partners` holds
 * the logo strip's list and `images` the pictures stored through the image pipeline (ADR 0107).
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    part: text("part").primaryKey(),
    value: jsonb("value").notNull(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    check(
      "site_settings_part",
      sql`${t.part} in ('contact', 'home', 'about', 'careers', 'privacy', 'seo', 'partners', 'images', 'portfolio', 'navigation')`,
    ),
  ],
);

/**
 * Page views of public pages, counted per day and per what a view is known by (ADR 0080): the
 * page, the referring site and campaign of a visit's first page, the device class. Absent values are
 * '' so that every combination is one row to add to. `entries` are the views that began a visit
 * (not reached from one of our own pages).
 */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    views: integer("views").notNull().default(0),
    entries: integer("entries").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "analytics_page_views_pk",
      columns: [t.day, t.path, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign, t.device],
    }),
    check("analytics_page_views_device", sql`${t.device} in ('mobile', 'tablet', 'desktop')`),
  ],
);

/** Unique visitors of each day: a count only; the hashes it was counted from are never stored. */
export const analyticsVisitors = pgTable("analytics_visitors", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: integer("visitors").notNull().default(0),
});

/** Unique visitors of each day by the source of their visit ('' when direct). */
export const analyticsSourceVisitors = pgTable(
  "analytics_source_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ name: "analytics_source_visitors_pk", columns: [t.day, t.source] })],
);

/**
 * One row per staff action, written in the transaction of the change it describes (docs/api.md
 * "Audit log"). The actor is kept by id and name, without a foreign key: an entry outlives the
 * admin it names. Rows are only ever inserted, and removed once older than the retention period.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The moment of the statement, not of the transaction: entries of one request keep their order.
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().default(sql`clock_timestamp()`),
    actorId: uuid("actor_id"),
    actorUsername: text("actor_username"),
    ip: text("ip"),
    action: text("action", { enum: auditActions }).notNull(),
    entity: text("entity", { enum: auditEntities }).notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    check("audit_log_summary_length", sql`char_length(${t.summary}) between 1 and 500`),
    check("audit_log_action", sql`${t.action} in ${oneOf(auditActions)}`),
    check("audit_log_entity", sql`${t.entity} in ${oneOf(auditEntities)}`),
  ],
);

/**
 * Every saved state of a content record (ADR 0102): the whole record as the API showed it after the
 * change, who made it and when, written in the change's transaction. `images` are the pictures the
 * snapshot names, which stay stored while the revision is kept (server/images/image-references.ts).
 * `kind` is the revision kind (`category`, `service`, `portfolio`, `job`, `site`); `record_id` the
 * record's id, or the site part's name.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: id(),
    kind: text("kind").notNull(),
    recordId: text("record_id").notNull(),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    actorId: uuid("actor_id"),
    actorUsername: text("actor_username"),
    summary: text("summary").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("content_revisions_record_idx").on(t.kind, t.recordId, t.version.desc()),
    index("content_revisions_images_idx").using("gin", t.images),
    check("content_revisions_kind", sql`${t.kind} in ${oneOf(contentKinds)}`),
  ],
);

/**
 * A content record's draft and schedule (ADR 0122): at most one row per record, kept apart from the
 * record so the public site, the sitemap and the caches read only what is published. `fields` is
 * the update's fields as last saved (null when only a schedule is set); `version` guards the draft
 * as the record's own version guards the record. The scheduler picks due rows with
 * FOR UPDATE SKIP LOCKED, so one instance runs each.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** A record's id, or a site part's word (ADR 0123). */
    recordId: text("record_id").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>(),
    version: integer("version").notNull().default(1),
    savedAt: timestamp("saved_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    savedBy: text("saved_by"),
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true, mode: "date" }),
    scheduledById: uuid("scheduled_by_id"),
    scheduledBy: text("scheduled_by"),
    /** While an instance runs this row's due schedule; a run that crashed is taken up again after it. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    /** A record not created yet: publishing it runs the kind's create with `record_id` (ADR 0122). */
    draftOnly: boolean("draft_only").notNull().default(false),
    /** The files a draft-only record's create was given, stored already; kept here so no release removes them. */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /** The last draft discarded, kept so Discard can be undone (ADR 0151). */
    discarded: jsonb("discarded").$type<DiscardedDraft>(),
    /** The files that discarded draft named, kept while it can be brought back. */
    discardedImages: text("discarded_images").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex("content_drafts_record_key").on(t.kind, t.recordId),
    index("content_drafts_discarded_images_idx").using("gin", t.discardedImages),
    index("content_drafts_publish_at_idx").on(t.publishAt),
    index("content_drafts_unpublish_at_idx").on(t.unpublishAt),
    index("content_drafts_images_idx").using("gin", t.images),
    check("content_drafts_kind", sql`${t.kind} in ${oneOf(contentKinds)}`),
  ],
);

/**
 * Links that show a record's draft to anyone holding them, until they expire or are revoked (ADR
 * 0122). Only the SHA-256 of the token is kept: the token is shown once, when the link is made.
 */
export const contentPreviewLinks = pgTable(
  "content_preview_links",
  {
    id: id(),
    kind: text("kind").notNull(),
    recordId: text("record_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    views: integer("views").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_preview_links_token_key").on(t.tokenHash),
    index("content_preview_links_record_idx").on(t.kind, t.recordId),
  ],
);

/**
 * The trash (ADR 0117): a deleted category, service, portfolio item or job leaves its own table (so
 * every read, count, unique name and foreign key is as if it were gone) and waits here whole —
 * `rows.record` its row as PostgreSQL's `to_jsonb` wrote it, `rows.children` its dependent rows
 * (a service's features) — until it is restored, deleted forever, or purged. `images` are the
 * pictures it names, kept stored while it is here (server/images/image-references.ts).
 * `category_id` is the category an item had, read on restore (no foreign key: the category may go).
 */
export const trash = pgTable(
  "trash",
  {
    recordId: uuid("record_id").primaryKey(),
    kind: text("kind", { enum: trashKinds }).notNull(),
    name: text("name").notNull(),
    rows: jsonb("rows").$type<{ record: Record<string, unknown>; children?: Record<string, unknown>[] }>().notNull(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    categoryId: uuid("category_id"),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    deletedById: uuid("deleted_by_id"),
    deletedByUsername: text("deleted_by_username"),
  },
  (t) => [
    index("trash_deleted_at_idx").on(t.deletedAt.desc()),
    index("trash_kind_idx").on(t.kind, t.deletedAt.desc()),
    index("trash_images_idx").using("gin", t.images),
    check("trash_kind", sql`${t.kind} in ${oneOf(trashKinds)}`),
  ],
);

/**
 * Who the blog names as an article's author (ADR 0245): a name, a short bio and a library photo, at
 * `/blog/author/<slug>`. A staff member's profile shares their account's id and is linked by
 * `admin_user_id`; an imported author has none. Sign-in reads only `admin_users`, and nothing here
 * is a credential, so a profile without an account can never sign in. Deleting the account keeps
 * the profile (and every byline), unlinked.
 */
export const authors = pgTable(
  "authors",
  {
    id: id(),
    name: text("name").notNull(),
    /** Their page's slug, made from the name (ADR 0219); a rename moves it, the old one answers a 301. */
    slug: text("slug").notNull(),
    bio: text("bio").notNull().default(""),
    /** A media library picture; null: none (or the picture was deleted forever). */
    photoId: uuid("photo_id").references(() => media.id, { onDelete: "set null" }),
    /** The staff account this profile belongs to; null: an author who cannot sign in. */
    adminUserId: uuid("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("authors_slug_key").on(t.slug),
    uniqueIndex("authors_admin_user_key").on(t.adminUserId),
    index("authors_name_idx").on(t.name),
    check("authors_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

/**
 * The slugs an author had before (ADR 0219): each answers one 301 to their current page; a slug
 * someone has now is never here (taking it drops the entry).
 */
export const authorFormerSlugs = pgTable(
  "author_former_slugs",
  {
    slug: text("slug").primaryKey(),
    authorId: uuid("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("author_former_slugs_author_idx").on(t.authorId)],
);

/**
 * The slugs a record had before (issue 53, ADR 0161): each answers one 301 to the record's current
 * address. Written by the unit of work in the transaction that renames; a slug a current record has
 * is never here (the record that takes it drops the entry), so a current slug always wins.
 */
export const formerSlugs = pgTable(
  "former_slugs",
  {
    kind: text("kind").$type<ContentKind>().notNull(),
    slug: text("slug").notNull(),
    recordId: uuid("record_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    index("former_slugs_record_idx").on(t.recordId),
    check("former_slugs_kind", sql`${t.kind} in ${oneOf(contentKinds)}`),
  ],
);

/**
 * Resume files whose application row is gone, queued in the transaction that deleted the row and
 * removed from storage once it commits; a key stays here until its file is gone, and the
 * application retention pass retries what is left (ADR 0084). A key is a generated name
 * (`resumes/<uuid>`), nothing personal.
 */
export const resumeRemovals = pgTable("resume_removals", {
  key: text("key").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Facts about the installation itself, e.g. that the demo content was seeded once. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Where webhooks go (ADR 0098). The secret signs every delivery, so it is kept as it is (it is not a
 * password: the receiver holds the same one); it leaves the server only when made. `leaseUntil`
 * marks the endpoint busy while one instance sends to it: one delivery at a time per endpoint.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: id(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: jsonb("events").$type<WebhookEvent[]>().notNull(),
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  /** Lead events carry the lead itself (ADR 0139): personal data, so off unless a superAdmin turns it on. */
  includeRecord: boolean("include_record").notNull().default(false),
  leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The outbox: one row per event and endpoint, written in the transaction of the change that
 * caused the event, so a committed change always has its deliveries and a rolled-back one none.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    event: text("event").$type<DeliveredEvent>().notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
  ],
);

/** The delivery log: one row per attempt. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: id(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    responseStatus: integer("response_status"),
    error: text("error"),
    ok: boolean("ok").notNull(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.attempt)],
);

/**
 * Backups made by the schedule, the Backups screen or `npm run backup` (docs/deployment.md
 * "Backups and restore"). A scheduled run claims its slot here first: the unique slot makes it run
 * on one instance only, however many share the database.
 */
export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    trigger: text("trigger", { enum: backupTriggers }).notNull(),
    /** The scheduled time a scheduled run is for; null for the others. */
    slot: timestamp("slot", { withTimezone: true, mode: "date" }).unique(),
    status: text("status", { enum: backupStatuses }).notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    tableRows: integer("table_rows"),
    fileCount: integer("file_count"),
    encrypted: boolean("encrypted").notNull(),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("backups_started_idx").on(t.startedAt.desc())],
);

/** Counts and daily figures the database maintains itself (ADR 0110). */
export * from "./rollups-schema.ts";

/** WordPress imports and what each imported item became (ADRs 0241, 0242). */
export * from "./wordpress-import-schema.ts";

/**
 * API keys (ADR 0137): only the SHA-256 of a key is kept, with its first characters for the list.
 * A revoked key keeps its row (its audit entries name it); it is refused from `revoked_at` on.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    name: text("name").notNull(),
    scopes: text("scopes").array().$type<ApiKeyScope[]>().notNull(),
    keyHash: text("key_hash").notNull().unique(),
    keyStart: text("key_start").notNull(),
    createdBy: uuid("created_by").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("api_keys_created_idx").on(t.createdAt.desc())],
);

/**
 * Redirects (ADR 0165): a path of the site answered with a 301, 302 or 410 before any page is
 * rendered, from memory. A target is a site path or URL (`to`), or a record (`to_kind`, `to_id`)
 * whose current address is looked up when the table is loaded. Every one is one hop: chains are
 * collapsed when saved. Hits are counted in memory and added a batch at a time.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    fromPath: text("from_path").notNull().unique(),
    toUrl: text("to_url"),
    toKind: text("to_kind", { enum: contentRecordKinds }),
    toId: uuid("to_id"),
    external: boolean("external").notNull().default(false),
    status: integer("status").notNull(),
    note: text("note").notNull().default(""),
    /**
     * Made by a rename (ADR 0249): a record's or an author's former address, sent to where they are
     * now. Listed, exported, edited and removed like any other; an edit of its target makes it a
     * person's own.
     */
    automatic: boolean("automatic").notNull().default(false),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("redirects_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("redirects_from_trgm_idx").using("gin", t.fromPath.op("gin_trgm_ops")),
    check("redirects_status", sql`${t.status} in (301, 302, 410)`),
    check(
      "redirects_target",
      sql`(${t.status} = 410 and ${t.toUrl} is null and ${t.toId} is null) or (${t.status} <> 410 and ((${t.toUrl} is null) <> (${t.toId} is null)))`,
    ),
  ],
);

/**
 * The 404 log (ADR 0165, 0247): each public address that answered 404 (its path and the query words
 * that change what is asked for, `notFoundAddress`), with how often
 * and when. Written a batch at a time from memory; at most NOT_FOUND_PATHS_PER_DAY new addresses a
 * day per instance, the rest counted under "(other)".
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    firstSeen: timestamp("first_seen", { withTimezone: true, mode: "date" }).notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true, mode: "date" }).notNull(),
    referrerHost: text("referrer_host"),
    probe: boolean("probe").notNull().default(false),
    ignored: boolean("ignored").notNull().default(false),
  },
  (t) => [
    index("not_found_paths_hits_idx").on(t.hits.desc(), t.path),
    index("not_found_paths_trgm_idx").using("gin", t.path.op("gin_trgm_ops")),
  ],
);

/** The query strings an address of the 404 log was asked with (the first NOT_FOUND_QUERIES_PER_ADDRESS). */
export const notFoundQueries = pgTable(
  "not_found_queries",
  {
    path: text("path")
      .notNull()
      .references(() => notFoundPaths.path, { onDelete: "cascade" }),
    query: text("query").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastSeen: timestamp("last_seen", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.path, t.query] })],
);

/** The pages (origin and path) that linked to an address of the 404 log (the first NOT_FOUND_REFERRERS_PER_ADDRESS). */
export const notFoundReferrers = pgTable(
  "not_found_referrers",
  {
    path: text("path")
      .notNull()
      .references(() => notFoundPaths.path, { onDelete: "cascade" }),
    referrer: text("referrer").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastSeen: timestamp("last_seen", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.path, t.referrer] })],
);

/**
 * The media library (issue 52, ADR 0181): one row per stored picture, keyed by its content-hashed
 * file's address, which every record, draft, revision and Site setting names. A row holds its file
 * (server/images/image-references.ts) until it is deleted forever; `deleted_at` puts it in the
 * library's trash. Width, height and bytes are empty only for a picture stored before the library,
 * until the start-up registration has read its file.
 */
export const media = pgTable(
  "media",
  {
    id: id(),
    url: text("url").notNull().unique(),
    name: text("name").notNull().default(""),
    type: text("type").notNull().default("image/webp"),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes"),
    alt: text("alt").notNull().default(""),
    caption: text("caption").notNull().default(""),
    credit: text("credit").notNull().default(""),
    focalX: doublePrecision("focal_x").notNull().default(0.5),
    focalY: doublePrecision("focal_y").notNull().default(0.5),
    decorative: boolean("decorative").notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("media_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("media_focal", sql`${t.focalX} between 0 and 1 and ${t.focalY} between 0 and 1`),
  ],
);

/**
 * The first answer to each public form post that carried an idempotency key (ADR 0267): a resend of
 * the same post (its answer lost to a dropped connection) is answered with it, making nothing twice.
 * `status` is null while the first post is being handled (its claim); kept a day.
 */
export const formReplays = pgTable(
  "form_replays",
  {
    form: text("form").notNull(),
    key: text("key").notNull(),
    /** The posted body's hash (JSON posts): the same key with another body is refused, not replayed. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.form, t.key] }), index("form_replays_created_at_idx").on(t.createdAt)],
);
