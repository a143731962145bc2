import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { cursorOf, type PageCursor } from "./keyset.ts";
import { rowsOf } from "./rows.ts";

/** A spreadsheet column whose cells PostgreSQL writes: any value, shown as its text (null as empty). */
export type CsvField = { header: string; value: AnyColumn | SQL };

/** A moment as `Date.prototype.toISOString` writes it (UTC, milliseconds), so a file reads the same either way. */
export const isoTime = (at: AnyColumn) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The characters that start a formula in a spreadsheet (csv-stringify's `escape_formulas`, fullwidth
 * forms included): a cell starting with one gets a leading apostrophe, as server/http/csv-export.ts.
 */
const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
const formulaStart = sql.raw(FORMULA_STARTS.map((c) => `chr(${c.codePointAt(0)})`).join(", "));

/**
 * One cell exactly as csv-stringify writes it with server/http/csv-export.ts's options: empty for
 * null, an apostrophe before a formula, and quotes (inner quotes doubled) around a value holding a
 * comma, a quote, a carriage return or a line feed.
 */
function csvCell(value: AnyColumn | SQL): SQL<string> {
  const text = sql`(${value})::text`;
  const escaped = sql`case when left(${text}, 1) in (${formulaStart}) then '''' || ${text} else ${text} end`;
  return sql<string>`case when ${text} is null then ''
    when strpos(${text}, '"') > 0 or strpos(${text}, ',') > 0 or strpos(${text}, chr(13)) > 0 or strpos(${text}, chr(10)) > 0
      then '"' || replace(${escaped}, '"', '""') || '"'
    else ${escaped} end`;
}

/** A record's cells joined by commas (no line break: the batch adds them). */
export const csvLine = (fields: CsvField[]) =>
  sql<string>`${sql.join(
    fields.map((field) => csvCell(field.value)),
    sql` || ',' || `,
  )}`;

/**
 * What a list selects for one batch of its export, newest first by `at` then `id`: the record as
 * CSV text and where it stands. A list's batch query selects these fields, its filters applied.
 */
export const batchFields = (line: SQL<string>, at: AnyColumn, id: AnyColumn) => ({
  line: line.as("line"),
  ts: sql`${at}`.as("ts"),
  at: cursorOf(at).as("at"),
  id: sql`${id}`.as("id"),
});

/** The list's batch: at most `limit` rows after `cursor`, selecting `batchFields(line, …)`. */
export type CsvBatch = (line: SQL<string>, cursor: PageCursor | undefined, limit: number) => SQLWrapper;

/** Rows per database read (and per chunk of the answer). */
const BATCH_ROWS = 500;

type BatchText = { text: string | null; rows: number; at: string | null; id: string | null };

/**
 * An export's records as text, one string per batch of rows, each batch written by PostgreSQL
 * (ADR 0120): the process never holds a row as an object. Read row by row, every export promoted
 * tens of megabytes of short-lived row objects into V8's old generation, and the process grew by
 * 50–110 MB before the next full collection; one string per batch leaves almost nothing to promote.
 * Each batch is its own statement after the last one's cursor, so a slow download holds no
 * connection and no transaction.
 */
export async function* csvBatches(db: Db, fields: CsvField[], batch: CsvBatch): AsyncGenerator<string> {
  const line = csvLine(fields);
  let cursor: PageCursor | undefined;
  for (;;) {
    const query = batch(line, cursor, BATCH_ROWS);
    const [result] = rowsOf<BatchText>(
      await db.execute(sql`
        select string_agg(batch.line || chr(13) || chr(10), '' order by batch.ts desc, batch.id desc) as text,
          count(*)::int as rows,
          (array_agg(batch.at order by batch.ts, batch.id))[1] as at,
          (array_agg(batch.id order by batch.ts, batch.id))[1]::text as id
        from (${query}) as batch`),
    );
    if (result.text !== null) yield result.text;
    if (result.rows < BATCH_ROWS || result.at === null || result.id === null) return;
    cursor = { at: result.at, id: result.id };
  }
}

/** A list's download as `listOrCsv` takes it: the header row and the batches' text. */
export const csvOf = (db: Db, fields: CsvField[], batch: CsvBatch) => ({
  headers: fields.map((field) => field.header),
  batches: () => csvBatches(db, fields, batch),
});
