import { type AnyColumn, and, type Column, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect, type PgTable } from "drizzle-orm/pg-core";
import type { ListSort } from "../../../domain/list-paging.ts";
import { type LeadNote, type StaffRef, UNASSIGNED_OWNER } from "../../../domain/pipeline.ts";
import type { Db } from "../../db/client.ts";
import type { batchFields, CsvBatch } from "../../db/csv-batches.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { batchesOf } from "../../db/list-window.ts";
import { phoneMatches } from "../../db/phone-search.ts";
import { leadNotes } from "../../db/schema/people.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { toIso } from "../../lib/iso-date.ts";
import { type FollowUpDue, hasFollowUpDue } from "./follow-up-due.ts";

/** The owner of a lead, joined under its own name (a lead list may join staff users twice). */
export const leadOwner = alias(adminUsers, "lead_owner");

/** A note as the lists read it, inside their own statement. */
type StoredNote = {
  id: string;
  text: string;
  authorId: string | null;
  authorUsername: string | null;
  createdAt: string;
};

/** The lead kinds that carry notes, by the column naming their lead. */
export type NoteLead = { enquiryId: string } | { applicationId: string };

const noteColumn = (lead: "enquiry" | "application") =>
  lead === "enquiry" ? leadNotes.enquiryId : leadNotes.applicationId;

/**
 * Every note of the lead whose id is `leadId` (a column of the outer query), oldest first, as one
 * JSON list: a list's notes come in the list's own statement, whatever its length.
 */
export function notesOf(lead: "enquiry" | "application", leadId: AnyColumn) {
  return sql<StoredNote[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${leadNotes.id}, 'text', ${leadNotes.text}, 'authorId', ${leadNotes.authorId},
      'authorUsername', ${adminUsers.username}, 'createdAt', ${leadNotes.createdAt}
    ) order by ${leadNotes.createdAt}, ${leadNotes.id})
    from ${leadNotes} left join ${adminUsers} on ${adminUsers.id} = ${leadNotes.authorId}
    where ${noteColumn(lead)} = ${leadId}
  ), '[]'::json)`;
}

/** In place of `notesOf` where notes are not wanted (a CSV's pages): an empty list, read from nowhere. */
export const noNotes = sql<StoredNote[]>`'[]'::json`;

export const staffRef = (id: string | null, username: string | null): StaffRef | null =>
  id && username ? { _id: id, username } : null;

export const toNoteDto = (note: StoredNote): LeadNote => ({
  _id: note.id,
  text: note.text,
  author: staffRef(note.authorId, note.authorUsername),
  createdAt: toIso(note.createdAt),
});

/** The `?owner=` filter of a lead list: a staff user's leads, or (`none`) the ones nobody owns. */
export function ownerCondition(ownerId: AnyColumn, owner: string | undefined): SQL | undefined {
  if (owner === undefined) return undefined;
  return owner === UNASSIGNED_OWNER ? isNull(ownerId) : eq(ownerId, owner);
}

/** The staff user an owner id names, or null when there is none. */
export async function findStaff(db: Db, id: string): Promise<StaffRef | null> {
  const [row] = await db
    .select({ _id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return row ?? null;
}

export async function insertNote(db: Db, lead: NoteLead, author: StaffRef | null, text: string): Promise<LeadNote> {
  const [row] = await db
    .insert(leadNotes)
    .values({ ...lead, authorId: author?._id ?? null, text })
    .returning();
  return { _id: row.id, text: row.text, author, createdAt: toIso(row.createdAt) };
}

/** What a lead list (enquiries, applications) filters by, beside its own fields. */
export type LeadFilter = { id?: string; stage?: string; owner?: string; q?: string; followUp?: FollowUpDue };

/** A lead table's columns the shared filter reads; the search looks in `named` and `phone`, each with its trigram index. */
type LeadColumns = { id: Column; stage: Column; ownerId: Column; named: Column[]; phone: Column };

/** The leads a filter keeps, so a page of a million rows never reads the whole table. */
function leadMatching(lead: "enquiry" | "application", columns: LeadColumns, filter: LeadFilter): SQL | undefined {
  const pattern = filter.q !== undefined ? containing(filter.q) : undefined;
  return and(
    filter.id !== undefined ? eq(columns.id, filter.id) : undefined,
    filter.stage !== undefined ? eq(columns.stage, filter.stage) : undefined,
    ownerCondition(columns.ownerId, filter.owner),
    filter.followUp !== undefined
      ? hasFollowUpDue(lead, columns.id, filter.followUp.due, filter.followUp.today)
      : undefined,
    pattern !== undefined && filter.q !== undefined
      ? or(
          ...[...columns.named, columns.phone].map((column) => ilike(column, pattern)),
          phoneMatches(columns.phone, filter.q),
        )
      : undefined,
  );
}

/** A lead table: the columns every lead list reads, by the same names in each. */
type LeadTable = PgTable & { id: Column; stage: Column; ownerId: Column; createdAt: Column };

/**
 * A lead list's table (enquiries, applications) and what it adds to the shared filter; from these its
 * newest-first keyset, its total, its order and its export batches, the same for every lead list.
 */
export function leadTable<Filter extends LeadFilter, Field extends string>(spec: {
  lead: "enquiry" | "application";
  table: LeadTable;
  /** Where the search looks beside `phone`. */
  named: Column[];
  phone: Column;
  /** The leads the filter keeps: the list's own fields, and `shared` (`leadMatching`) for the rest. */
  matching(filter: Filter, shared: (filter: LeadFilter) => SQL | undefined): SQL | undefined;
  sortable: Record<Field, Column>;
  /** The export's statement: the batch's fields from the table and the joins its columns need. */
  exported(db: Db, fields: ReturnType<typeof batchFields>): PgSelect;
}) {
  const { lead, table } = spec;
  const columns = { id: table.id, stage: table.stage, ownerId: table.ownerId, named: spec.named, phone: spec.phone };
  const matching = (filter: Filter) => spec.matching(filter, (shared) => leadMatching(lead, columns, shared));
  /** Newest first: the order of the export and of a list without a sort. */
  const keyset = { at: table.createdAt, id: table.id };
  return {
    matching,
    keyset,
    total: (db: Db, filter: Filter) => totalOf(db, table, matching(filter)),
    order: (sort: ListSort<Field>) => orderOf(spec.sortable, table.id, sort),
    /** A batch of the export (server/db/csv-batches.ts): newest first after its cursor, the filter applied. */
    csvBatch: (db: Db, filter: Filter): CsvBatch =>
      batchesOf(keyset, matching(filter), (fields) => spec.exported(db, fields)),
  };
}
