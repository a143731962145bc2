import type { FastifyReply } from "fastify";
import { inPages, type PageCursor } from "../db/keyset.ts";
import { type CsvColumn, sendCsv } from "./csv-export.ts";

/** One read of a newest-first list: the whole of it, or a page after `cursor` when `limit` is given. */
export type ListRead<Row> = (page: { cursor?: PageCursor; limit?: number }) => Promise<Row[]>;

export type ListOrCsv<Row, Dto> = {
  /** The download's name: `<name>-YYYY-MM-DD.csv`. */
  name: string;
  read: ListRead<Row>;
  columns: CsvColumn<Row>[];
  toDto: (row: Row) => Dto;
  /** Writes the download's audit entry before the first byte (server/modules/audit/exports.ts). */
  recordExport: () => Promise<void>;
};

/**
 * An inbox list as JSON (`{ success, data }`), or with `?format=csv` as a spreadsheet read page by
 * page, so an export of any size never holds the whole list (ADR 0044).
 */
export async function listOrCsv<Row extends { cursor: PageCursor }, Dto>(
  reply: FastifyReply,
  format: "json" | "csv" | undefined,
  list: ListOrCsv<Row, Dto>,
) {
  if (format === "csv") {
    await list.recordExport();
    return sendCsv(
      reply,
      list.name,
      inPages((cursor, limit) => list.read({ cursor, limit })),
      list.columns,
    );
  }
  return { success: true as const, data: (await list.read({})).map(list.toDto) };
}
