import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { cursorOf, type PageCursor } from "./keyset.ts";
import { rowsOf } from "./rows.ts";

/**
 * A spreadsheet column whose cells PostgreSQL writes: any value, shown as its text (null as empty).
 * `kind: "text"` marks a column a spreadsheet must not read as a number (phone numbers: Excel drops
 * their leading 0 or +): a text cell in an .xlsx, plain text in a CSV (ADR 0233); `time` one holding
 * the moment `at`, written in the agency's zone by `inZone` (a date cell in an .xlsx).
 */
export type CsvField = { header: string; value: AnyColumn | SQL; kind?: "text" | "time"; at?: AnyColumn };

/** A moment as `Date.prototype.toISOString` writes it (UTC, milliseconds), so a file reads the same either way. */
export const isoTime = (at: AnyColumn) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A moment as ISO 8601 in `zone`, with the offset it has there (`2026-11-28T20:33:00.000+05:00`,
 * null for null): the wall time a person in the agency reads, which a program parses exactly.
 */
export function zonedIsoTime(at: AnyColumn, zone: string): SQL<string> {
  const offset = sql`(extract(epoch from ((${at} at time zone ${zone}) - (${at} at time zone 'UTC'))) / 60)::int`;
  return sql<string>`to_char(${at} at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:SS.MS')
    || case when ${offset} < 0 then '-' else '+' end
    || lpad((abs(${offset}) / 60)::text, 2, '0') || ':' || lpad((abs(${offset}) % 60)::text, 2, '0')`;
}

/** A column of moments: ISO text (UTC until `inZone` says the agency's zone) in a CSV, dates in an .xlsx. */
export const timeField = (header: string, at: AnyColumn): CsvField => ({
  header,
  value: isoTime(at),
  kind: "time",
  at,
});

/** A column of phone numbers: kept as text in a spreadsheet (ADR 0146, 0233). */
export const phoneField = (header: string, value: AnyColumn): CsvField => ({ header, value, kind: "text" });

/**
 * A download's columns with their moments in the agency's zone (issue 69): each time column's cells
 * carry the zone's offset and its header names the zone, "Received (Asia/Karachi)".
 */
export const inZone = (fields: CsvField[], zone: string): CsvField[] =>
  fields.map((field) =>
    field.kind === "time" && field.at
      ? { ...field, header: `${field.header} (${zone})`, value: zonedIsoTime(field.at, zone) }
      : field,
  );

/**
 * One cell exactly as csv-stringify writes it with server/http/csv-export.ts's options (ADR 0233:
 * plain RFC 4180 data): empty for null, quotes (inner quotes doubled) around a value holding a
 * comma, a quote, a carriage return or a line feed, and otherwise the value as it is — no formula
 * wrapping, no apostrophe, so a script, HubSpot or Zapier reads what was stored.
 */
function csvCell({ value }: CsvField): SQL<string> {
  const text = sql`(${value})::text`;
  return sql<string>`case when ${text} is null then ''
    when strpos(${text}, '"') > 0 or strpos(${text}, ',') > 0 or strpos(${text}, chr(13)) > 0 or strpos(${text}, chr(10)) > 0
      then '"' || replace(${text}, '"', '""') || '"'
    else ${text} end`;
}

/** A record's cells joined by commas (no line break: the batch adds them). */
export const csvLine = (fields: CsvField[]) =>
  sql<string>`${sql.join(
    fields.map((field) => csvCell(field)),
    sql` || ',' || `,
  )}`;

/** A record's cells as a JSON array (numbers stay numbers), for an .xlsx. */
const jsonLine = (fields: CsvField[]) =>
  sql<string>`json_build_array(${sql.join(
    fields.map((field) => sql`${field.value}`),
    sql`, `,
  )})::text`;

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
export function csvBatches(db: Db, fields: CsvField[], batch: CsvBatch): AsyncGenerator<string> {
  return textBatches(
    db,
    csvLine(fields),
    batch,
    sql`string_agg(batch.line || chr(13) || chr(10), '' order by batch.ts desc, batch.id desc)`,
  );
}

/** A cell of an .xlsx row, as PostgreSQL's JSON gave it. */
export type SheetCell = string | number | boolean | null;

/** An export's records as rows of cells, one list per batch (an .xlsx is written from these). */
export async function* rowBatches(db: Db, fields: CsvField[], batch: CsvBatch): AsyncGenerator<SheetCell[][]> {
  const joined = sql`'[' || string_agg(batch.line, ',' order by batch.ts desc, batch.id desc) || ']'`;
  for await (const text of textBatches(db, jsonLine(fields), batch, joined)) yield JSON.parse(text);
}

/** Each batch's records joined into one text by `joined` (over `batch.line`), newest first. */
async function* textBatches(db: Db, line: SQL<string>, batch: CsvBatch, joined: SQL): AsyncGenerator<string> {
  let cursor: PageCursor | undefined;
  for (;;) {
    const query = batch(line, cursor, BATCH_ROWS);
    const [result] = rowsOf<BatchText>(
      await db.execute(sql`
        select ${joined} as text,
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

/**
 * A list's download as `listOrCsv` takes it: the header row, the batches' text, and the rows for an
 * .xlsx, every moment in the agency's zone (`timeZone`, SITE_TIME_ZONE) and said so in its header.
 */
export const csvOf = (db: Db, allFields: CsvField[], batch: CsvBatch, timeZone: string) => {
  const fields = inZone(allFields, timeZone);
  return {
    headers: fields.map((field) => field.header),
    fields,
    batches: () => csvBatches(db, fields, batch),
    rows: () => rowBatches(db, fields, batch),
  };
};
