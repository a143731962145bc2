import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, id, ref, tally } from "../../db/columns.ts";
import { campaigns } from "../../db/schema/campaigns.ts";
import { newsletterSubscribers } from "../../db/schema/people.ts";

/** The links of a campaign, each sent as the site's own redirect address, with its clicks (ADR 0264). */
export const campaignLinks = pgTable(
  "campaign_links",
  {
    id: id(),
    campaignId: ref("campaign_id", () => campaigns.id, "cascade").notNull(),
    url: text("url").notNull(),
    clicks: tally("clicks"),
  },
  (t) => [uniqueIndex("campaign_links_url_key").on(t.campaignId, t.url)],
);

/** A click of a person who agreed to have theirs counted; everyone else's is only a link's number. */
export const campaignClicks = pgTable(
  "campaign_clicks",
  {
    id: id(),
    linkId: ref("link_id", () => campaignLinks.id, "cascade").notNull(),
    subscriberId: ref("subscriber_id", () => newsletterSubscribers.id, "cascade").notNull(),
    at: at("at").notNull().defaultNow(),
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
  refilledAt: at("refilled_at").notNull().defaultNow(),
});
