import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messageQueue } from "../../db/schema/campaigns.ts";
import { newsletterSubscribers } from "../../db/schema/people.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { LinkSigner } from "../newsletter/signed-links.ts";
import { campaignClicks, campaignLinks } from "./schema.ts";

/**
 * Counts a click on a campaign's link and answers where it goes (ADR 0264): the link's number goes
 * up for everyone; a click is kept for a person only when their message carried a signed `m` (it
 * does only for those who agreed) and they still agree. The address is the stored one: this is no
 * open redirect. Null for a link that does not exist.
 */
export async function followLink(
  db: Db,
  links: LinkSigner,
  linkId: string,
  token: string | undefined,
): Promise<string | null> {
  if (!isUuid(linkId)) return null;
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(campaignLinks)
      .set({ clicks: sql`${campaignLinks.clicks} + 1` })
      .where(eq(campaignLinks.id, linkId))
      .returning({ url: campaignLinks.url, campaignId: campaignLinks.campaignId });
    if (!link) return null;
    const claim = token ? await links.read(token) : null;
    if (claim?.purpose !== "click") return link.url;
    const [reader] = await tx
      .select({ id: newsletterSubscribers.id, countClicks: newsletterSubscribers.countClicks })
      .from(messageQueue)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, messageQueue.subscriberId))
      .where(eq(messageQueue.id, claim.messageId));
    if (reader?.countClicks) await tx.insert(campaignClicks).values({ linkId, subscriberId: reader.id });
    return link.url;
  });
}
