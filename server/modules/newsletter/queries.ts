import { eq, ilike, type SQL } from "drizzle-orm";
import type { SubscriberDto, subscriberSortFields } from "../../../domain/inbox.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { Db } from "../../db/client.ts";
import { type CsvBatch, type CsvField, timeField } from "../../db/csv-batches.ts";
import { cursorOf } from "../../db/keyset.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { batchesOf, inWindow, type ListWindow } from "../../db/list-window.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema.ts";
import { toIso } from "../../lib/iso-date.ts";
import { attributionCsvFields, attributionSelection, storedAttribution } from "../attribution/stored-attribution.ts";

export type SubscriberFilter = { q?: string };

/** The search looks in the address, through its trigram index. */
const matching = (filter: SubscriberFilter): SQL | undefined =>
  filter.q !== undefined ? ilike(subscribers.email, containing(filter.q)) : undefined;

/** Newest first: the order of the export and of a list without a sort. */
const keyset = { at: subscribers.createdAt, id: subscribers.id };

export const subscriberTotal = (db: Db, filter: SubscriberFilter) => totalOf(db, subscribers, matching(filter));

export const subscriberOrder = (sort: ListSort<(typeof subscriberSortFields)[number]>) =>
  orderOf({ createdAt: subscribers.createdAt, subscriberEmail: subscribers.email }, subscribers.id, sort);

/** In `window.order` from its offset, or newest first after its cursor. */
export async function selectSubscribers(db: Db, filter: SubscriberFilter, window: ListWindow = {}) {
  const rows = await subscriberQuery(db, filter, window);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.id } }));
}

/** The subscribers' spreadsheet columns. */
export const subscriberCsvFields: CsvField[] = [
  timeField("Subscribed", subscribers.createdAt),
  { header: "Email", value: subscribers.email },
  ...attributionCsvFields(subscribers),
];

/** A batch of the export (server/db/csv-batches.ts): newest first after its cursor, the filter applied. */
export const subscriberCsvBatch = (db: Db, filter: SubscriberFilter): CsvBatch =>
  batchesOf(keyset, matching(filter), (fields) => db.select(fields).from(subscribers).$dynamic());

/** The statement `selectSubscribers` runs (a test EXPLAINs it). */
export function subscriberQuery(db: Db, filter: SubscriberFilter, window: ListWindow) {
  const query = db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      ...attributionSelection(subscribers),
      createdAt: subscribers.createdAt,
      at: cursorOf(subscribers.createdAt),
    })
    .from(subscribers)
    .$dynamic();
  return inWindow(query, keyset, matching(filter), window);
}

export type SubscriberRow = Awaited<ReturnType<typeof selectSubscribers>>[number];

export const toSubscriberDto = (row: Omit<SubscriberRow, "at" | "cursor">): SubscriberDto => ({
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
