import type { FastifyReply } from "fastify";
import type { DownloadFormat, ListFormat } from "../../domain/inbox.ts";
import { LIST_MAX_ROWS, LIST_PAGE_SIZE, LIST_TRUNCATED_HEADER, type ListPagination } from "../../domain/list-paging.ts";
import type { CsvField, SheetCell } from "../db/csv-batches.ts";
import type { ListOrder, ListTotal } from "../db/list-query.ts";
import type { ListWindow } from "../db/list-window.ts";
import { sendCsvText } from "./csv-export.ts";
import { sendXlsx } from "./xlsx-export.ts";

export type ListRead<Row> = (window: ListWindow) => Promise<Row[]>;

export type ListOrCsv<Row, Dto> = {
  /** The download's name: `<name>[-<filter>-<value>…]-YYYY-MM-DD.csv`. */
  name: string;
  /** The filters and search in force, named in the download's file name. */
  filters: Record<string, string | undefined>;
  read: ListRead<Row>;
  /** How many rows match (exact up to a threshold, then an estimate: server/db/list-query.ts). */
  total: () => Promise<ListTotal>;
  order: ListOrder;
  /**
   * The download (server/db/csv-batches.ts): its header row and its records as CSV text a batch at a
   * time; for an .xlsx its columns and rows of cells a batch at a time.
   */
  csv: {
    headers: string[];
    batches: () => AsyncIterable<string>;
    fields: CsvField[];
    rows: () => AsyncIterable<SheetCell[][]>;
  };
  toDto: (row: Row) => Dto;
  /** Throws the contract's 403 unless the caller may take the rows away (the area's export right, ADR 0136). */
  requireExport: () => void;
  /** Writes the download's audit entry before the first byte (server/modules/audit/exports.ts). */
  recordExport: (format: DownloadFormat) => Promise<void>;
  /** The .xlsx's sheet title (at most 31 characters). */
  title?: string;
  /** The plain shape's cut, when lower than `LIST_MAX_ROWS` (lists of leads, ADR 0218). */
  maxRows?: number;
};

export type ListRequest = { format?: ListFormat; page?: number; limit?: number };

/** A file-name-safe word: letters and digits, anything else a single dash. */
const fileWord = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);

export function downloadName(name: string, filters: Record<string, string | undefined>) {
  const parts = Object.entries(filters).flatMap(([key, value]) =>
    value === undefined || fileWord(value) === "" ? [] : [fileWord(key), fileWord(value)],
  );
  return [name, ...parts].join("-");
}

/**
 * A back-office list (docs/api.md "Back-office lists at scale", ADR 0092): with `page` or `limit`
 * one page and its pagination; without, the spec's `{ success, data }` cut at `maxRows` with
 * `X-List-Truncated: true`; with `?format=csv` every matching row as a spreadsheet, written by
 * PostgreSQL in keyset batches so an export of any size holds one batch's text in memory (ADR 0044, 0120).
 */
export async function listOrCsv<Row, Dto>(reply: FastifyReply, request: ListRequest, list: ListOrCsv<Row, Dto>) {
  const { format } = request;
  if (format === "csv" || format === "xlsx") {
    list.requireExport();
    await list.recordExport(format);
  }
  const name = downloadName(list.name, list.filters);
  if (format === "csv") return sendCsvText(reply, name, list.csv.headers, list.csv.batches());
  if (format === "xlsx") return sendXlsx(reply, name, list.title ?? list.name, list.csv.fields, list.csv.rows());
  return listPage(reply, request, list);
}

/** What a list without a CSV download supplies: its read, its count, its order and its answer's row. */
export type PagedList<Row, Dto> = Pick<ListOrCsv<Row, Dto>, "read" | "total" | "order" | "toDto" | "maxRows">;

/**
 * The JSON half of `listOrCsv`: with `page` or `limit` one page and its pagination; without, the
 * spec's `{ success, data }` cut at `LIST_MAX_ROWS` with `X-List-Truncated: true`.
 */
export async function listPage<Row, Dto>(reply: FastifyReply, request: ListRequest, list: PagedList<Row, Dto>) {
  if (request.page === undefined && request.limit === undefined) {
    const maxRows = list.maxRows ?? LIST_MAX_ROWS;
    const rows = await list.read({ order: list.order.forward, limit: maxRows + 1 });
    if (rows.length > maxRows) reply.header(LIST_TRUNCATED_HEADER, "true");
    return { success: true as const, data: rows.slice(0, maxRows).map(list.toDto) };
  }
  const page = request.page ?? 1;
  const limit = request.limit ?? LIST_PAGE_SIZE;
  const offset = (page - 1) * limit;
  // The count first: it says whether the page is nearer the end, and read from there.
  const { total, estimated } = await list.total();
  const rows = await pageAt(list, offset, limit, total);
  return {
    success: true as const,
    data: rows.map(list.toDto),
    pagination: {
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
      totalEstimated: estimated,
    } satisfies ListPagination,
  };
}

/**
 * A page in the first half, read from the start; one past it, read from the end: skipping a million rows to reach the last page
 * costs a million index steps, reading backwards ten. Past an estimated total the rows are those
 * nearest the end, as a last page should show.
 */
async function pageAt<Row, Dto>(list: PagedList<Row, Dto>, offset: number, limit: number, total: number) {
  if (offset < total / 2) return list.read({ order: list.order.forward, limit, offset });
  const fromEnd = Math.max(0, total - offset - limit);
  const size = Math.min(limit, total - offset);
  if (size <= 0) return [];
  const rows = await list.read({ order: list.order.backward, limit: size, offset: fromEnd });
  return rows.reverse();
}
