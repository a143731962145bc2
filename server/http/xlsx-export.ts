import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyReply } from "fastify";
import type { CsvField, SheetCell } from "../db/csv-batches.ts";
import { sendDownload } from "./csv-export.ts";

/** Excel's last row (1,048,576) less the header: a longer export continues on a second sheet. */
const ROWS_PER_SHEET = 1_048_575;

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The wall time of an ISO moment with its offset (`2026-11-28T20:33:00.000+05:00`), as the Date
 * exceljs writes as that date and time: a sheet has no zones, so a date cell holds the agency's
 * wall time (the column's header names the zone), not UTC's (issue 69: 20:33 in Lahore read 15:33).
 */
const wallTime = (iso: string) => new Date(`${iso.slice(0, 23)}Z`);

/** How a column's cells are typed: moments as dates, text columns (phone numbers) as text, never as numbers. */
function cellOf(field: CsvField, value: SheetCell): ExcelJS.CellValue {
  if (value === null) return null;
  if (field.kind === "time" && typeof value === "string") return wallTime(value);
  return field.kind === "text" ? String(value) : value;
}

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, title: string, fields: CsvField[]) {
  const sheet = workbook.addWorksheet(title, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = fields.map((field) => ({
    header: field.header,
    width: field.kind === "time" ? 20 : Math.max(12, field.header.length + 2),
    // "@" is Excel's Text format: a phone number typed over in the sheet stays text too.
    style: field.kind === "time" ? { numFmt: "yyyy-mm-dd hh:mm:ss" } : field.kind === "text" ? { numFmt: "@" } : {},
  }));
  return sheet;
}

/**
 * A list's rows as an Excel workbook (ADR 0146), written as the batches arrive: exceljs's streaming
 * writer commits each row into the zip as it goes, and the next batch is read once the answer has
 * room again, so an export of any size holds about one batch in memory, like the CSV (ADR 0120).
 * Cells are typed: numbers stay numbers, moments are dates, phone numbers text.
 */
export function xlsxStream(title: string, fields: CsvField[], batches: AsyncIterable<SheetCell[][]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  (async () => {
    let sheet = addSheet(workbook, title, fields);
    let rows = 0;
    for await (const batch of batches) {
      for (const record of batch) {
        if (rows === ROWS_PER_SHEET) {
          sheet.commit();
          sheet = addSheet(workbook, `${title} (${workbook.worksheets.length + 1})`.slice(0, 31), fields);
          rows = 0;
        }
        sheet.addRow(fields.map((field, index) => cellOf(field, record[index] ?? null))).commit();
        rows++;
      }
      if (out.writableNeedDrain) await once(out, "drain");
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** Sends a list's rows as an .xlsx download. */
export function sendXlsx(
  reply: FastifyReply,
  name: string,
  title: string,
  fields: CsvField[],
  batches: AsyncIterable<SheetCell[][]>,
) {
  return sendDownload(reply, `${name}.xlsx`, XLSX_TYPE, xlsxStream(title, fields, batches));
}
