import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { recordPublicationSchema } from "../../../domain/drafts.ts";
import type { Db } from "../../db/client.ts";
import { containing } from "../../db/like.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import { publicationColumns } from "../drafts/store.ts";
import type { PlainKind } from "./plain-kind.ts";

/** A row as drizzle reads a table it knows only as a table: its values by property name. */
export type PlainRow = Record<string, unknown>;

const isoOf = (value: unknown) => (value instanceof Date || typeof value === "string" ? toIso(value) : value);

/**
 * The reads of a plain kind: a row as the API shows it (its DTO, internal columns left out by the
 * schema), the public list, and the back office's reads with each record's publication badge.
 */
/** What every record's answer has, whatever its kind: what its history and drafts need of it. */
const versioned = z.looseObject({ _id: z.string(), version: z.number(), updatedAt: z.string() });
export type PlainDto = z.output<typeof versioned>;

export function plainRecords(kind: PlainKind) {
  const { table, columns } = kind;
  const adminDto = kind.dto.extend(recordPublicationSchema.shape);
  // The kind's schema leaves out every internal column; the second parse only types what is left.
  const toDto = (row: PlainRow): PlainDto =>
    versioned.parse(
      kind.dto.parse({ ...row, _id: row.id, createdAt: isoOf(row.createdAt), updatedAt: isoOf(row.updatedAt) }),
    );
  const inOrder = [asc(columns.order), asc(columns.createdAt), asc(columns.id)];

  /** One row, locked until the transaction ends: a change's first read. */
  async function lock(tx: Db, id: string): Promise<PlainRow> {
    if (!isUuid(id)) throw new NotFound(kind.messages.notFound);
    const [row] = await tx.select().from(table).where(eq(columns.id, id)).for("update");
    if (!row) throw new NotFound(kind.messages.notFound);
    return row;
  }

  /** The record as its history stores it, read in the transaction. */
  async function read(tx: Db, id: string): Promise<PlainDto> {
    const [row] = await tx.select().from(table).where(eq(columns.id, id));
    if (!row) throw new NotFound(kind.messages.notFound);
    return toDto(row);
  }

  /** The published records, in their order, narrowed by the public list's filters. */
  async function listPublished(db: Db, query?: Record<string, unknown>): Promise<PlainDto[]> {
    const filters: readonly (SQL | undefined)[] = query && kind.publicFilters ? kind.publicFilters.where(query) : [];
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(columns.isActive, true), ...filters))
      .orderBy(...inOrder);
    return rows.map(toDto);
  }

  const adminColumns = (db: Db) => ({ record: table, ...publicationColumns(db, kind.kind, columns.id) });
  const toAdmin = (row: { record: PlainRow; status: string; hasDraft: boolean }): PlainDto =>
    versioned.parse(adminDto.parse({ ...toDto(row.record), status: row.status, hasDraft: row.hasDraft }));

  /** Every record, published or not, each with its badge (the back office's list), `q` in one of its searched columns. */
  async function listAdmin(db: Db, q?: string): Promise<PlainDto[]> {
    const rows = await db
      .select(adminColumns(db))
      .from(table)
      .where(q ? or(...kind.searched.map((column) => ilike(column, containing(q)))) : undefined)
      .orderBy(...inOrder);
    return rows.map(toAdmin);
  }

  /** One record with its badge, or null. */
  async function getAdmin(db: Db, id: string): Promise<PlainDto | null> {
    if (!isUuid(id)) return null;
    const [row] = await db.select(adminColumns(db)).from(table).where(eq(columns.id, id)).limit(1);
    return row ? toAdmin(row) : null;
  }

  return { adminDto, toDto, lock, read, listPublished, listAdmin, getAdmin };
}

export type PlainRecords = ReturnType<typeof plainRecords>;

/** The DTO list schema of a kind's public answer. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });
