import { and, arrayContains, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { SubscriberDto, subscriberSortFields } from "../../../domain/inbox.ts";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { SubscriberStatus } from "../../../domain/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { type CsvBatch, type CsvField, timeField } from "../../db/csv-batches.ts";
import { cursorOf } from "../../db/keyset.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { batchesOf, inWindow, type ListWindow } from "../../db/list-window.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema/people.ts";
import { toIso } from "../../lib/iso-date.ts";
import { attributionCsvFields, attributionSelection, storedAttribution } from "../attribution/stored-attribution.ts";

export type SubscriberFilter = { q?: string; status?: SubscriberStatus; tag?: string; id?: string };

/** The search looks in the address, through its trigram index; the status and a tag narrow it. */
const matching = (filter: SubscriberFilter): SQL | undefined =>
  and(
    filter.q !== undefined ? ilike(subscribers.email, containing(filter.q)) : undefined,
    filter.status !== undefined ? eq(subscribers.status, filter.status) : undefined,
    filter.tag !== undefined ? arrayContains(subscribers.tags, [filter.tag]) : undefined,
    filter.id !== undefined ? eq(subscribers.id, filter.id) : undefined,
  );

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
  { header: "Status", value: subscribers.status },
  // The consent, exportable as the issue asks: when, from where and on which form.
  timeField("Consent given", subscribers.consentAt),
  { header: "Consent IP", value: subscribers.consentIp },
  { header: "Consent form", value: subscribers.consentForm },
  timeField("Confirmed", subscribers.confirmedAt),
  { header: "Clicks counted", value: subscribers.countClicks },
  { header: "Tags", value: sql<string>`array_to_string(${subscribers.tags}, ', ')` },
  { header: "Soft bounces", value: subscribers.softBounces },
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
      ...subscriberState,
      ...attributionSelection(subscribers),
      createdAt: subscribers.createdAt,
      at: cursorOf(subscribers.createdAt),
    })
    .from(subscribers)
    .$dynamic();
  return inWindow(query, keyset, matching(filter), window);
}

/** What double opt-in added to a subscriber (ADR 0261). */
const subscriberState = {
  status: subscribers.status,
  consentAt: subscribers.consentAt,
  consentIp: subscribers.consentIp,
  consentForm: subscribers.consentForm,
  confirmedAt: subscribers.confirmedAt,
  countClicks: subscribers.countClicks,
  tags: subscribers.tags,
  softBounces: subscribers.softBounces,
};

export type SubscriberRow = Awaited<ReturnType<typeof selectSubscribers>>[number];

export const toSubscriberDto = (row: Omit<SubscriberRow, "at" | "cursor">): SubscriberDto => ({
  _id: row.id,
  subscriberEmail: row.email,
  status: row.status,
  consent: { at: toIso(row.consentAt), ip: row.consentIp, form: row.consentForm },
  confirmedAt: row.confirmedAt ? toIso(row.confirmedAt) : null,
  countClicks: row.countClicks,
  tags: row.tags,
  softBounces: row.softBounces,
  attribution: storedAttribution(row),
  createdAt: toIso(row.createdAt),
});

/** The Subscribers list and its download (server/modules/pipeline/lead-lists.ts). */
export const subscriberList = {
  select: selectSubscribers,
  total: subscriberTotal,
  order: subscriberOrder,
  toDto: toSubscriberDto,
  csvFields: subscriberCsvFields,
  csvBatch: subscriberCsvBatch,
};

/** The deleted subscriber, or null when no subscriber has that id. */
export async function deleteSubscriber(db: Db, id: string) {
  const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning();
  return row ?? null;
}
