import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";

export type CsvCell = string | number | boolean | Date | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

const cell = (value: CsvCell): string => {
  if (value === null || value === undefined) return "";
  return value instanceof Date ? value.toISOString() : String(value);
};

/**
 * Rows as CSV (RFC 4180: fields with commas, quotes or line breaks are quoted, quotes doubled),
 * produced as the rows arrive. Cells starting with = + - @ tab or CR get a leading apostrophe so a
 * spreadsheet shows them as text instead of running them as formulas. A UTF-8 byte order mark lets
 * Excel read Urdu and other non-Latin names correctly.
 */
export function csvStream<T>(rows: AsyncIterable<T>, columns: CsvColumn<T>[]): Readable {
  async function* records() {
    yield columns.map((c) => c.header);
    for await (const row of rows) yield columns.map((c) => cell(c.value(row)));
  }
  // With CRLF records the library only quotes a field holding the whole "\r\n"; a lone line feed or
  // carriage return would split the record, so any of them forces quotes.
  const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: "windows", quoted_match: /[\r\n]/ });
  // A failing source (the database going away mid-export) destroys the answer instead of hanging it.
  pipeline(Readable.from(records()), csv).catch(() => {});
  return csv;
}

/** Sends a CSV download; it is private data, so no cache may keep it. */
export function sendCsv<T>(reply: FastifyReply, name: string, rows: AsyncIterable<T>, columns: CsvColumn<T>[]) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${day}.csv"`)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(csvStream(rows, columns));
}
