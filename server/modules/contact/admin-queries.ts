import { and, desc, eq, sql } from "drizzle-orm";
import { BOARD_CARDS_MAX, type BoardColumn, CARD_EXCERPT_MAX, firstWords } from "../../../domain/enquiry-board.ts";
import type { EnquiryDto, EnquiryFilter } from "../../../domain/inbox.ts";
import { type EnquiryStage, enquiryStages } from "../../../domain/pipeline.ts";
import type { Db } from "../../db/client.ts";
import { type CsvField, phoneField, timeField } from "../../db/csv-batches.ts";
import { cursorOf } from "../../db/keyset.ts";
import { inWindow, type ListWindow } from "../../db/list-window.ts";
import { enquiries } from "../../db/schema/people.ts";
import { toIso } from "../../lib/iso-date.ts";
import { attributionCsvFields, attributionSelection, storedAttribution } from "../attribution/stored-attribution.ts";
import { repeatOfEnquiry } from "../people/queries.ts";
import type { FollowUpDue } from "../pipeline/follow-up-due.ts";
import { leadOwner, leadTable, noNotes, notesOf, ownerCondition, staffRef, toNoteDto } from "../pipeline/queries.ts";

const columns = {
  id: enquiries.id,
  fullname: enquiries.fullname,
  phone: enquiries.phone,
  email: enquiries.email,
  address: enquiries.address,
  message: enquiries.message,
  source: enquiries.source,
  status: enquiries.status,
  stage: enquiries.stage,
  ownerId: enquiries.ownerId,
  ownerUsername: leadOwner.username,
  personId: enquiries.personId,
  repeatOfId: repeatOfEnquiry,
  dealValue: enquiries.dealValue,
  expectedCloseOn: enquiries.expectedCloseOn,
  lostReason: enquiries.lostReason,
  ...attributionSelection(enquiries),
  createdAt: enquiries.createdAt,
};

/**
 * The enquiries a filter keeps. The search looks where the screen's box says (name, e-mail, phone),
 * each column with its trigram index, so a page of a million rows never reads the whole table.
 */
export type EnquiryQuery = Omit<EnquiryFilter, "followUp"> & { id?: string; followUp?: FollowUpDue };

const enquiryTable = leadTable({
  lead: "enquiry",
  table: enquiries,
  named: [enquiries.fullname, enquiries.email],
  phone: enquiries.phone,
  matching: ({ status, ...lead }: EnquiryQuery, shared) =>
    and(status !== undefined ? eq(enquiries.status, status) : undefined, shared(lead)),
  sortable: {
    createdAt: enquiries.createdAt,
    fullname: enquiries.fullname,
    email: enquiries.email,
    stage: enquiries.stage,
  },
  exported: (db, fields) =>
    db.select(fields).from(enquiries).leftJoin(leadOwner, eq(leadOwner.id, enquiries.ownerId)).$dynamic(),
});
const { keyset, matching } = enquiryTable;

export const { order: enquiryOrder, csvBatch: enquiryCsvBatch } = enquiryTable;

/**
 * Each with its owner and, `withNotes`, its notes — all in one statement, whatever the list's
 * length: in `window.order` from its offset, or newest first after its cursor. `id` narrows it to one.
 */
export async function selectEnquiries(db: Db, filter: EnquiryQuery, window: ListWindow = {}, withNotes = false) {
  const rows = await enquiryQuery(db, filter, window, withNotes);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.id } }));
}

/** The statement `selectEnquiries` runs (a test EXPLAINs it). */
export function enquiryQuery(db: Db, filter: EnquiryQuery, window: ListWindow, withNotes: boolean) {
  const query = db
    .select({
      ...columns,
      notes: withNotes ? notesOf("enquiry", enquiries.id) : noNotes,
      at: cursorOf(enquiries.createdAt),
    })
    .from(enquiries)
    .leftJoin(leadOwner, eq(leadOwner.id, enquiries.ownerId))
    .$dynamic();
  return inWindow(query, keyset, matching(filter), window);
}

/** The enquiries' spreadsheet columns. */
export const enquiryCsvFields: CsvField[] = [
  timeField("Received", enquiries.createdAt),
  { header: "Name", value: enquiries.fullname },
  { header: "Email", value: enquiries.email },
  phoneField("Phone", enquiries.phone),
  { header: "Address", value: enquiries.address },
  { header: "Message", value: enquiries.message },
  { header: "Source", value: enquiries.source },
  { header: "Status", value: enquiries.status },
  { header: "Stage", value: enquiries.stage },
  { header: "Owner", value: leadOwner.username },
  { header: "Deal value", value: enquiries.dealValue },
  { header: "Expected close", value: enquiries.expectedCloseOn },
  { header: "Lost reason", value: enquiries.lostReason },
  ...attributionCsvFields(enquiries),
];

export type EnquiryRow = Awaited<ReturnType<typeof selectEnquiries>>[number];

/** The Enquiries list and its download (server/modules/pipeline/lead-lists.ts). */
export const enquiryList = {
  // A page shows each enquiry's notes; the download reads its own batches.
  select: (db: Db, filter: EnquiryQuery, window: ListWindow) => selectEnquiries(db, filter, window, true),
  total: enquiryTable.total,
  order: enquiryOrder,
  toDto: toEnquiryDto,
  csvFields: enquiryCsvFields,
  csvBatch: enquiryCsvBatch,
};

/** One enquiry as its answers show it, notes included; null when no enquiry has that id. */
export async function enquiryById(db: Db, id: string): Promise<EnquiryDto | null> {
  const [row] = await selectEnquiries(db, { id }, {}, true);
  return row ? toEnquiryDto(row) : null;
}

export function toEnquiryDto(row: EnquiryRow): EnquiryDto {
  return {
    _id: row.id,
    fullname: row.fullname,
    phone: row.phone,
    email: row.email,
    address: row.address,
    message: row.message,
    source: row.source,
    status: row.status,
    stage: row.stage,
    owner: staffRef(row.ownerId, row.ownerUsername),
    notes: row.notes.map(toNoteDto),
    dealValue: row.dealValue === null ? null : Number(row.dealValue),
    expectedCloseOn: row.expectedCloseOn,
    lostReason: row.lostReason,
    attribution: storedAttribution(row),
    personId: row.personId,
    repeatOf: row.repeatOfId,
    createdAt: toIso(row.createdAt),
  };
}

/** Sets what a change names; the enquiry's status follows its stage in the database. */
export async function updateEnquiryPipeline(
  db: Db,
  id: string,
  change: {
    stage?: EnquiryStage;
    ownerId?: string | null;
    dealValue?: number | null;
    expectedCloseOn?: string | null;
    lostReason?: string | null;
  },
) {
  await db
    .update(enquiries)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(enquiries.id, id));
}

/** The enquiry, locked until the transaction ends; null when no enquiry has that id. */
export async function findEnquiry(db: Db, id: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
  return row ?? null;
}

/** The deleted enquiry, or null when no enquiry has that id. */
export async function deleteEnquiry(db: Db, id: string) {
  const [row] = await db.delete(enquiries).where(eq(enquiries.id, id)).returning();
  return row ?? null;
}

/**
 * The board's columns (ADR 0176): per stage, the count and summed deal value of every enquiry the
 * owner filter keeps, and the newest BOARD_CARDS_MAX of them as cards.
 */
export async function enquiryBoard(db: Db, owner: string | undefined): Promise<BoardColumn[]> {
  const kept = ownerCondition(enquiries.ownerId, owner);
  const totals = await db
    .select({
      stage: enquiries.stage,
      count: sql<number>`count(*)::int`,
      dealValue: sql<string>`coalesce(sum(${enquiries.dealValue}), 0)::text`,
    })
    .from(enquiries)
    .where(kept)
    .groupBy(enquiries.stage);
  const columns: BoardColumn[] = [];
  for (const stage of enquiryStages) {
    const cards = await db
      .select({
        id: enquiries.id,
        fullname: enquiries.fullname,
        dealValue: enquiries.dealValue,
        expectedCloseOn: enquiries.expectedCloseOn,
        ownerId: enquiries.ownerId,
        ownerUsername: leadOwner.username,
        source: enquiries.source,
        // Only the start of a message travels: a card shows its first words.
        opening: sql<string>`left(${enquiries.message}, ${CARD_EXCERPT_MAX * 2}::int)`,
        repeatOfId: repeatOfEnquiry,
        lostReason: enquiries.lostReason,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .leftJoin(leadOwner, eq(leadOwner.id, enquiries.ownerId))
      .where(and(eq(enquiries.stage, stage), kept))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(BOARD_CARDS_MAX);
    const total = totals.find((row) => row.stage === stage);
    columns.push({
      stage,
      count: total?.count ?? 0,
      dealValue: Number(total?.dealValue ?? 0),
      cards: cards.map((card) => ({
        _id: card.id,
        fullname: card.fullname,
        dealValue: card.dealValue === null ? null : Number(card.dealValue),
        expectedCloseOn: card.expectedCloseOn,
        owner: staffRef(card.ownerId, card.ownerUsername),
        source: card.source,
        excerpt: firstWords(card.opening),
        repeatOf: card.repeatOfId,
        lostReason: card.lostReason,
        createdAt: toIso(card.createdAt),
      })),
    });
  }
  return columns;
}
