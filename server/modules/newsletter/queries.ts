import { desc, eq } from "drizzle-orm";
import type { SubscriberDto } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { after, cursorOf, type PageCursor } from "../../db/keyset.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema.ts";
import { toIso } from "../../lib/iso-date.ts";
import { storedAttribution } from "../attribution/stored-attribution.ts";

/** Newest first; a page after `cursor` when given. */
export async function selectSubscribers(db: Db, page: { cursor?: PageCursor; limit?: number } = {}) {
  const query = db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      landingPage: subscribers.landingPage,
      referrerHost: subscribers.referrerHost,
      utmSource: subscribers.utmSource,
      utmMedium: subscribers.utmMedium,
      utmCampaign: subscribers.utmCampaign,
      createdAt: subscribers.createdAt,
      at: cursorOf(subscribers.createdAt),
    })
    .from(subscribers)
    .where(after(subscribers.createdAt, subscribers.id, page.cursor))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  const rows = await (page.limit ? query.limit(page.limit) : query);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.id } }));
}

export type SubscriberRow = Awaited<ReturnType<typeof selectSubscribers>>[number];

export const toSubscriberDto = (row: SubscriberRow): SubscriberDto => ({
  _id: row.id,
  subscriberEmail: row.email,
  attribution: storedAttribution(row),
  createdAt: toIso(row.createdAt),
});

/** The deleted subscriber, or null when no subscriber has that id. */
export async function deleteSubscriber(db: Db, id: string) {
  const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning();
  return row ?? null;
}
