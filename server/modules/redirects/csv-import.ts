import { parse } from "csv-parse/sync";
import {
  REDIRECT_IMPORT_LINES_MAX,
  redirectCreateSchema,
  redirectCsvColumns,
  redirectMessages,
  redirectRecordKinds,
} from "../../../domain/redirects.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import type { ImportCandidate } from "./service.ts";

type Column = (typeof redirectCsvColumns)[number];

/** The export writes a cell starting with a formula character with an apostrophe before it: taken off again. */
const unescaped = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function recordOf(cell: string) {
  const [kind, id] = cell.split(":");
  const known = redirectRecordKinds.find((name) => name === kind);
  return known && id ? { kind: known, id } : undefined;
}

const STATUS_WORDS: Record<string, number> = { "": 301, "301": 301, "302": 302, "410": 410 };

/**
 * Reads an import: `from,to,status` at least, with the export's other columns (`external`, `note`,
 * `record`) when present. A first line naming the columns is read as the header; without one the
 * columns are taken in the export's order. Each record becomes a redirect to save, or the reason it
 * can't be one; line numbers count the file's records, the header included.
 */
export function readImport(text: string): ImportCandidate[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw InvalidInput.of(redirectMessages.importUnreadable, "csv");
  }
  if (records.length > REDIRECT_IMPORT_LINES_MAX + 1) throw InvalidInput.of(redirectMessages.importTooLarge, "csv");
  const first = records[0]?.map((cell) => cell.toLowerCase()) ?? [];
  const hasHeader = first.includes("from");
  const columns: readonly string[] = hasHeader ? first : redirectCsvColumns;
  const at = (record: string[], column: Column) => {
    const index = columns.indexOf(column);
    return index === -1 ? "" : unescaped(record[index] ?? "");
  };
  const candidates = (hasHeader ? records.slice(1) : records).map((record, index): ImportCandidate => {
    const line = index + (hasHeader ? 2 : 1);
    const from = at(record, "from");
    const status = STATUS_WORDS[at(record, "status")];
    if (status === undefined) return { line, from, message: redirectMessages.importStatus };
    const recordCell = at(record, "record");
    const toRecord = recordCell === "" ? null : recordOf(recordCell);
    if (toRecord === undefined) return { line, from, message: redirectMessages.recordNotFound };
    const to = at(record, "to");
    const parsed = redirectCreateSchema.safeParse({
      from,
      to: to === "" || toRecord ? undefined : to,
      toRecord,
      external: /^(?:true|yes|1)$/i.test(at(record, "external")),
      status,
      note: at(record, "note"),
    });
    if (!parsed.success)
      return { line, from, message: parsed.error.issues[0]?.message ?? redirectMessages.fromMalformed };
    return { line, from, input: parsed.data };
  });
  if (candidates.length === 0) throw InvalidInput.of(redirectMessages.importEmpty, "csv");
  return candidates;
}
