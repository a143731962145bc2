import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { BlockDocument } from "../../../domain/blocks.ts";
import {
  type Audience,
  type CampaignMessageStatus,
  type CampaignStatus,
  campaignMessageStatuses,
  campaignStatuses,
} from "../../../domain/campaigns.ts";
import { at, id, oneOf, ref, tally, timestamps } from "../columns.ts";
import { articles } from "./content.ts";
import { newsletterSubscribers } from "./people.ts";
import { adminUsers } from "./staff.ts";

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
    articleId: ref("article_id", (): AnyPgColumn => articles.id, "set null"),
    audience: jsonb("audience").$type<Audience>().notNull().default({ kind: "all" }),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    scheduledAt: at("scheduled_at"),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
    /** The e-mail as rendered when sending started: every recipient gets the same words (ADR 0262). */
    html: text("html"),
    textBody: text("text_body"),
    createdBy: ref("created_by", (): AnyPgColumn => adminUsers.id, "set null"),
    ...timestamps(),
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
    campaignId: ref("campaign_id", () => campaigns.id, "cascade").notNull(),
    /** An erased subscriber leaves the row (the campaign's counts) without anyone's address. */
    subscriberId: ref("subscriber_id", () => newsletterSubscribers.id, "set null"),
    status: text("status").$type<CampaignMessageStatus>().notNull().default("queued"),
    attempts: tally("attempts"),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    leaseUntil: at("lease_until"),
    messageId: text("message_id").notNull(),
    /** The SMTP reply code and enhanced status of the last attempt (never the reply's text, which may name the address). */
    smtpCode: integer("smtp_code"),
    smtpStatus: text("smtp_status"),
    sentAt: at("sent_at"),
    bouncedAt: at("bounced_at"),
    unsubscribedAt: at("unsubscribed_at"),
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
