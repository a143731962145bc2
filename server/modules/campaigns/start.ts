import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Audience, campaignMessages } from "../../../domain/campaigns.ts";
import type { Db } from "../../db/client.ts";
import { campaigns, messageQueue } from "../../db/schema/campaigns.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema/people.ts";
import { Conflict } from "../../errors/domain-errors.ts";
import { CLICK_MARK, composeCampaign } from "./compose.ts";
import { campaignLinks } from "./schema.ts";

type CampaignRow = typeof campaigns.$inferSelect;

/** The confirmed subscribers a campaign goes to: everyone, or those with any of its tags or sources. */
export function audienceFilter(audience: Audience): SQL | undefined {
  const confirmed = eq(subscribers.status, "confirmed");
  if (audience.kind === "tags") {
    const tags = sql`array[${sql.join(
      audience.tags.map((tag) => sql`${tag}`),
      sql`, `,
    )}]::text[]`;
    return and(confirmed, sql`${subscribers.tags} && ${tags}`);
  }
  if (audience.kind === "sources")
    return and(
      confirmed,
      inArray(
        sql`lower(${subscribers.utmSource})`,
        audience.sources.map((source) => source.toLowerCase()),
      ),
    );
  return confirmed;
}

/** How many confirmed subscribers an audience holds now (the campaign screen says it before sending). */
export async function audienceSize(db: Db, audience: Audience): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(audienceFilter(audience));
  return row?.n ?? 0;
}

export type StartParts = { publicUrl: string; messageDomain: string; now: Date };

/**
 * Starts sending a campaign, in the caller's transaction (ADR 0262): renders it once (every recipient
 * gets the same words, whatever is edited later), records its links as counted redirects, and
 * queues one message per confirmed subscriber of its audience, each with its own Message-ID. A
 * subscriber is queued once per campaign (a unique index), however often this runs. An audience
 * with nobody in it is refused and nothing changes.
 */
export async function startCampaign(tx: Db, campaign: CampaignRow, parts: StartParts): Promise<number> {
  const words = { ...campaign, blocks: campaign.blocks ?? null };
  const addresses = new Set<string>();
  await composeCampaign(tx, words, parts.publicUrl, (href) => {
    if (/^https?:/.test(href)) addresses.add(href);
    return href;
  });
  const links = new Map<string, string>();
  if (addresses.size > 0) {
    await tx
      .insert(campaignLinks)
      .values([...addresses].map((url) => ({ campaignId: campaign.id, url })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: campaignLinks.id, url: campaignLinks.url })
      .from(campaignLinks)
      .where(eq(campaignLinks.campaignId, campaign.id));
    for (const row of rows) links.set(row.url, `${parts.publicUrl}/api/v1/newsletter/click/${row.id}?m=${CLICK_MARK}`);
  }
  const composed = await composeCampaign(tx, words, parts.publicUrl, (href) => links.get(href) ?? href);
  const queued = await tx
    .insert(messageQueue)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          campaignId: sql`${campaign.id}::uuid`.as("campaign_id"),
          subscriberId: subscribers.id,
          status: sql`'queued'`.as("status"),
          attempts: sql`0`.as("attempts"),
          nextAttemptAt: sql`${parts.now}::timestamptz`.as("next_attempt_at"),
          leaseUntil: sql`null::timestamptz`.as("lease_until"),
          messageId: sql`gen_random_uuid()::text || '@' || ${parts.messageDomain}`.as("message_id"),
          smtpCode: sql`null::int`.as("smtp_code"),
          smtpStatus: sql`null::text`.as("smtp_status"),
          sentAt: sql`null::timestamptz`.as("sent_at"),
          bouncedAt: sql`null::timestamptz`.as("bounced_at"),
          unsubscribedAt: sql`null::timestamptz`.as("unsubscribed_at"),
        })
        .from(subscribers)
        .where(audienceFilter(campaign.audience)),
    )
    .onConflictDoNothing()
    .returning({ id: messageQueue.id });
  if (queued.length === 0) throw new Conflict(campaignMessages.noRecipients);
  await tx
    .update(campaigns)
    .set({
      status: "sending",
      startedAt: parts.now,
      scheduledAt: null,
      html: composed.html,
      textBody: composed.text,
      updatedAt: parts.now,
    })
    .where(eq(campaigns.id, campaign.id));
  return queued.length;
}
