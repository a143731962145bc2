import { parse } from "csv-parse/sync";
import {
  formatOfHeader,
  type ReadLine,
  type RedirectImportFormat,
  readLineOf,
  redirectImportMessages,
} from "../../../domain/redirect-import.ts";
import {
  REDIRECT_IMPORT_LINES_MAX,
  redirectCreateSchema,
  redirectCsvColumns,
  redirectMessages,
  redirectRecordKinds,
} from "../../../domain/redirects.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";
import type { ImportCandidate } from "./service.ts";

/** The export writes a cell starting with a formula character with an apostrophe before it: taken off again. */
const unescaped = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function recordOf(cell: string) {
  const [kind, id] = cell.split(":");
  const known = redirectRecordKinds.find((name) => name === kind);
  return known && id ? { kind: known, id } : undefined;
}

/**
 * The file's separator, from its first line: a comma, or the semicolon or tab a spreadsheet in
 * another locale saves with (the Redirection plugin reads those too).
 */
function separatorOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (sign: string) => first.split(sign).length - 1;
  return [",", ";", "\t"].reduce((best, sign) => (count(sign) > count(best) ? sign : best), ",");
}

/**
 * A plugin's target as ours: a full address on this site's own host is a path of it (an owner moving
 * the same domain), another host's an external redirect, as the plugin sent visitors there.
 */
function pluginTarget(to: string, siteOrigin: string): { to: string; external: boolean } {
  if (!/^https?:\/\//i.test(to)) return { to, external: false };
  try {
    const url = new URL(to);
    return url.host === new URL(siteOrigin).host
      ? { to: `${url.pathname}${url.search}`, external: false }
      : { to, external: true };
  } catch {
    return { to, external: true };
  }
}

/** One line read as its format says, checked by the rules every redirect is saved by. */
function candidateOf(line: number, read: ReadLine, format: RedirectImportFormat, siteOrigin: string): ImportCandidate {
  const { from } = read;
  if (read.kind === "skip") return { line, from, skipped: read.message };
  if (read.kind === "refuse") return { line, from, message: read.message };
  const toRecord = read.record ? recordOf(read.record) : null;
  if (toRecord === undefined) return { line, from, message: redirectMessages.recordNotFound };
  const target =
    format === "ours" ? { to: read.to, external: read.external ?? false } : pluginTarget(read.to, siteOrigin);
  const parsed = redirectCreateSchema.safeParse({
    from,
    to: target.to === "" || toRecord ? undefined : target.to,
    toRecord,
    external: target.external,
    status: read.status,
    note: read.note,
  });
  if (!parsed.success)
    return { line, from, message: parsed.error.issues[0]?.message ?? redirectMessages.fromMalformed };
  return { line, from, input: parsed.data };
}

/**
 * Reads an import by its header (issue 68, ADR 0246): our own export (`from,to,status`, and its
 * `external`, `note`, `record` columns), the Redirection plugin's CSV, Yoast's and Rank Math's
 * exports, each by the names of its columns, in any order. Our file without a header is read in the
 * export's column order; any other first line is refused, naming the headers taken. Each record
 * becomes a redirect to save, a line to skip, or the reason it can't be one; line numbers count the
 * file's records, the header included.
 */
export function readImport(
  text: string,
  siteOrigin: string,
): { format: RedirectImportFormat; candidates: ImportCandidate[] } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    throw InvalidInput.of(redirectMessages.importUnreadable, "csv");
  }
  if (records.length === 0) throw InvalidInput.of(redirectMessages.importEmpty, "csv");
  if (records.length > REDIRECT_IMPORT_LINES_MAX + 1) throw InvalidInput.of(redirectMessages.importTooLarge, "csv");
  const first = records[0].map((cell) => cell.trim().toLowerCase());
  const named = formatOfHeader(first);
  // A file of ours without its header starts with an address; any other unknown first line is refused.
  if (named === undefined && !records[0][0]?.startsWith("/"))
    throw InvalidInput.of(redirectImportMessages.unknownHeader, "csv");
  const format = named ?? "ours";
  const columns: readonly string[] = named ? first : redirectCsvColumns;
  const body = named ? records.slice(1) : records;
  const candidates = body.flatMap((record, index) => {
    const line = index + (named ? 2 : 1);
    const cell = (column: string) => {
      const at = columns.indexOf(column);
      return at === -1 ? "" : unescaped(record[at] ?? "").trim();
    };
    return readLineOf[format](cell).map((read) => candidateOf(line, read, format, siteOrigin));
  });
  if (candidates.length === 0) throw InvalidInput.of(redirectMessages.importEmpty, "csv");
  return { format, candidates };
}
