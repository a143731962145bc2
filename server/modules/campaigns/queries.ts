import { desc, eq, inArray, sql } from "drizzle-orm";
import type { CampaignCounts, CampaignDetail, CampaignDto } from "../../../domain/campaigns.ts";
import type { Db } from "../../db/client.ts";
import { campaigns, messageQueue } from "../../db/schema/campaigns.ts";
import { articles } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";
import { campaignLinks } from "./schema.ts";

type CampaignRow = typeof campaigns.$inferSelect;

const noCounts: CampaignCounts = { queued: 0, sent: 0, failed: 0, bounced: 0, unsubscribed: 0, clicks: 0 };

/** Each campaign's counts, from its messages (one row per recipient) and its links' clicks. */
export async function countsOf(db: Db, ids: readonly string[]): Promise<Map<string, CampaignCounts>> {
  const counts = new Map<string, CampaignCounts>(ids.map((id) => [id, { ...noCounts }]));
  if (ids.length === 0) return counts;
  const messages = await db
    .select({
      campaignId: messageQueue.campaignId,
      queued: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${messageQueue.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${messageQueue.status} = 'failed'))::int`,
      bounced: sql<number>`(count(*) filter (where ${messageQueue.bouncedAt} is not null))::int`,
      unsubscribed: sql<number>`(count(*) filter (where ${messageQueue.unsubscribedAt} is not null))::int`,
    })
    .from(messageQueue)
    .where(inArray(messageQueue.campaignId, [...ids]))
    .groupBy(messageQueue.campaignId);
  for (const { campaignId, ...row } of messages) counts.set(campaignId, { ...noCounts, ...row });
  const clicks = await db
    .select({ campaignId: campaignLinks.campaignId, clicks: sql<number>`sum(${campaignLinks.clicks})::int` })
    .from(campaignLinks)
    .where(inArray(campaignLinks.campaignId, [...ids]))
    .groupBy(campaignLinks.campaignId);
  for (const row of clicks) {
    const known = counts.get(row.campaignId);
    if (known) known.clicks = row.clicks;
  }
  return counts;
}

const selection = { campaign: campaigns, articleTitle: articles.title };

export function toCampaignDto(
  row: { campaign: CampaignRow; articleTitle: string | null },
  counts: CampaignCounts,
): CampaignDto {
  const { campaign } = row;
  return {
    _id: campaign.id,
    subject: campaign.subject,
    previewText: campaign.previewText,
    senderName: campaign.senderName,
    blocks: campaign.blocks ?? null,
    articleId: campaign.articleId,
    article: campaign.articleId && row.articleTitle ? { _id: campaign.articleId, title: row.articleTitle } : null,
    audience: campaign.audience,
    status: campaign.status,
    scheduledAt: campaign.scheduledAt ? toIso(campaign.scheduledAt) : null,
    startedAt: campaign.startedAt ? toIso(campaign.startedAt) : null,
    finishedAt: campaign.finishedAt ? toIso(campaign.finishedAt) : null,
    counts,
    createdAt: toIso(campaign.createdAt),
    updatedAt: toIso(campaign.updatedAt),
  };
}

/** Every campaign, newest first (an agency sends a few a month: no paging needed for years). */
export async function listCampaigns(db: Db): Promise<CampaignDto[]> {
  const rows = await db
    .select(selection)
    .from(campaigns)
    .leftJoin(articles, eq(articles.id, campaigns.articleId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(500);
  const counts = await countsOf(
    db,
    rows.map((row) => row.campaign.id),
  );
  return rows.map((row) => toCampaignDto(row, counts.get(row.campaign.id) ?? noCounts));
}

/** One campaign with its links and their clicks, or null. */
export async function findCampaign(db: Db, id: string): Promise<CampaignDetail | null> {
  const [row] = await db
    .select(selection)
    .from(campaigns)
    .leftJoin(articles, eq(articles.id, campaigns.articleId))
    .where(eq(campaigns.id, id));
  if (!row) return null;
  const counts = await countsOf(db, [id]);
  const links = await db
    .select({ url: campaignLinks.url, clicks: campaignLinks.clicks })
    .from(campaignLinks)
    .where(eq(campaignLinks.campaignId, id))
    .orderBy(desc(campaignLinks.clicks), campaignLinks.url);
  return { ...toCampaignDto(row, counts.get(id) ?? noCounts), links };
}
