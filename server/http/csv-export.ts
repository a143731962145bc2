import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

export type CsvCell = string | number | boolean | Date | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell };

const cell = (value: CsvCell): string => {
  if (value === null || value === undefined) return "";
  return value instanceof Date ? value.toISOString() : String(value);
};

/**
 * With CRLF records the library only quotes a field holding the whole "\r\n"; a lone line feed or
 * carriage return would split the record, so any of them forces quotes.
 */
const csvOptions = { record_delimiter: "windows", quoted_match: /[\r\n]/ } as const;

/** Records turned into text at a time: one database batch (server/db/keyset.ts). */
const RECORDS_PER_CHUNK = 500;

/**
 * Rows as CSV (RFC 4180: fields with commas, quotes or line breaks are quoted, quotes doubled),
 * produced as the rows arrive. Cells are plain data, written as they are (ADR 0233: no apostrophe
 * before = + - @, which turned a phone number +92… into '+92… for every program reading the file);
 * the .xlsx download is the one for a spreadsheet. A UTF-8 byte order mark lets Excel read Urdu and
 * other non-Latin names correctly.
 *
 * The rows are written out a batch at a time, one chunk of text each (ADR 0120): a batch's rows
 * become garbage as soon as it is written, before the collector's next young-generation pass, so
 * they are never copied into the old generation. Streamed one record at a time, every row of a
 * 100,000-row export lived across several event-loop turns and was promoted, and the process grew
 * by 100 MB before a full collection; each record was also a trip through the compressor.
 */
export function csvStream<T>(rows: AsyncIterable<T>, columns: CsvColumn<T>[]): Readable {
  async function* chunks() {
    // The header goes before the first read: the download starts while the database answers.
    yield Buffer.from(stringify([columns.map((c) => c.header)], { ...csvOptions, bom: true }));
    let records: string[][] = [];
    for await (const row of rows) {
      records.push(columns.map((c) => cell(c.value(row))));
      if (records.length < RECORDS_PER_CHUNK) continue;
      yield Buffer.from(stringify(records, csvOptions));
      records = [];
    }
    if (records.length > 0) yield Buffer.from(stringify(records, csvOptions));
  }
  // A failing source (the database going away mid-export) destroys the stream, and with it the answer.
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * A header row and records already written as CSV text (server/db/csv-batches.ts: PostgreSQL writes
 * them with the same rules), a chunk per batch; the header goes before the first read.
 */
export function csvTextStream(headers: string[], batches: AsyncIterable<string>): Readable {
  async function* chunks() {
    yield Buffer.from(stringify([headers], { ...csvOptions, bom: true }));
    for await (const text of batches) yield Buffer.from(text);
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Sends a CSV download; it is private data, so no cache may keep it. */
export function sendCsv<T>(reply: FastifyReply, name: string, rows: AsyncIterable<T>, columns: CsvColumn<T>[]) {
  return sendCsvStream(reply, name, csvStream(rows, columns));
}

/** Sends a download of records PostgreSQL wrote as CSV text (`csvTextStream`). */
export function sendCsvText(reply: FastifyReply, name: string, headers: string[], batches: AsyncIterable<string>) {
  return sendCsvStream(reply, name, csvTextStream(headers, batches));
}

function sendCsvStream(reply: FastifyReply, name: string, body: Readable) {
  return sendDownload(reply, `${name}.csv`, "text/csv; charset=utf-8", body);
}

/** Sends a spreadsheet download named `<name>-YYYY-MM-DD.<ext>`; it is private data, so no cache may keep it. */
export function sendDownload(reply: FastifyReply, file: string, type: string, body: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  const dot = file.lastIndexOf(".");
  return reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${file.slice(0, dot)}-${day}${file.slice(dot)}"`)
    .header("cache-control", "no-store")
    .header("x-content-type-options", "nosniff")
    .send(body);
}
