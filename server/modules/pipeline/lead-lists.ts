import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { access } from "../../../domain/access.ts";
import type { AuditEntity } from "../../../domain/audit.ts";
import { type DownloadFormat, downloadFormatNames } from "../../../domain/inbox.ts";
import { LEAD_LIST_MAX_ROWS, listAnswer } from "../../../domain/list-paging.ts";
import { type LeadNote, leadNoteSchema, noteInputSchema, pipelineMessages } from "../../../domain/pipeline.ts";
import type { PersonalDataArea } from "../../../domain/roles.ts";
import type { Db } from "../../db/client.ts";
import { type CsvBatch, type CsvField, csvOf } from "../../db/csv-batches.ts";
import { type StaffWrites, staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { type ListRequest, listOrCsv } from "../../http/list-or-csv.ts";
import { recordExport } from "../audit/exports.ts";
import type { ZodRoutes } from "../delete-route.ts";
import { type ListQueries, pagedList } from "../paged-list.ts";
import { filtersNamed } from "./service.ts";

type LeadList<Query extends z.ZodType, Row extends z.ZodType> = {
  /** The personal-data area whose read right opens the list (ADR 0136). */
  area: PersonalDataArea;
  tags: string[];
  summary: string;
  querystring: Query;
  row: Row;
};

/**
 * The rule and documentation of a lead list (enquiries, applications, subscribers, potential
 * customers): the same answer, page or spreadsheet, behind the area's read right.
 */
export const leadListOptions = <Query extends z.ZodType, Row extends z.ZodType>(list: LeadList<Query, Row>) => ({
  config: { access: access.data(list.area, "read") },
  schema: {
    tags: list.tags,
    summary: list.summary,
    querystring: list.querystring,
    response: { 200: listAnswer(list.row), ...errorAnswers(400, 401, 403) },
  },
});

/**
 * What a lead list needs besides its rows: for its download, the area's export right (taking personal
 * data away is a right of its own, ADR 0136) and the audit entry naming what was taken, with which
 * filters, in which format; for the specs' plain shape, the lower cut of lists of leads (ADR 0218).
 */
function leadExport(request: FastifyRequest, download: LeadDownload, filter: Record<string, string | undefined>) {
  return {
    maxRows: LEAD_LIST_MAX_ROWS,
    requireExport: () => request.access.requireData(download.area, "export"),
    recordExport: (format: DownloadFormat) =>
      recordExport(
        request.server.db,
        request,
        download.entity,
        `Exported the ${download.what}${filtersNamed(filter)} as ${downloadFormatNames[format]}`,
      ),
  };
}

/** A lead list's queries, said once beside them, with its download's columns and batches. */
export type LeadQueries<Filter, Sort, Row, Dto> = ListQueries<Filter, Sort, Row, Dto> & {
  csvFields: CsvField[];
  csvBatch: (db: Db, filter: Filter) => CsvBatch;
};

/** A lead list's download: its file's name, the area whose export right it needs, its audit entry's words. */
export type LeadDownload = {
  /** The file's first word: `<name>[-<filter>-<value>…]-YYYY-MM-DD.csv`. */
  name: string;
  area: PersonalDataArea;
  entity: AuditEntity;
  /** How the audit entry names the list: "Exported the <what> …". */
  what: string;
  /** The agency's zone, which the spreadsheet's moments are written in. */
  timeZone: string;
};

/** What one request asks of a lead list. */
type LeadAsk<Filter, Sort> = {
  /** The filter its queries read. */
  filter: Filter;
  sort: Sort;
  /** The filters and search in force as the download's file name says them, in its order. */
  named: Record<string, string | undefined>;
  /** The filters as the export's audit entry names them. */
  audited: Record<string, string | undefined>;
};

/**
 * A lead list's answer (`listOrCsv`): a page of its rows, the plain shape cut at `LEAD_LIST_MAX_ROWS`,
 * or its download behind the export right with its audit entry.
 */
export function leadListAnswer<Filter, Sort, Row, Dto>(
  request: FastifyRequest & { query: ListRequest },
  reply: FastifyReply,
  queries: LeadQueries<Filter, Sort, Row, Dto>,
  download: LeadDownload,
  ask: LeadAsk<Filter, Sort>,
) {
  const { db } = request.server;
  return listOrCsv(reply, request.query, {
    name: download.name,
    filters: ask.named,
    ...pagedList(db, queries, ask.filter, ask.sort),
    csv: csvOf(db, queries.csvFields, queries.csvBatch(db, ask.filter), download.timeZone),
    ...leadExport(request, download, ask.audited),
  });
}

type LeadNoteRoute = {
  /** The route, its `:id` included. */
  url: string;
  /** The personal-data area whose update right writes notes (ADR 0136). */
  area: PersonalDataArea;
  tags: string[];
  summary: string;
  add: (writes: StaffWrites, leadId: string, text: string) => Promise<LeadNote>;
};

/** `POST <lead>/:id/notes`: a private staff note on an enquiry or an application, answered 201 with the note. */
export function leadNoteRoute(app: ZodRoutes, route: LeadNoteRoute) {
  app.post(
    route.url,
    {
      config: { access: access.data(route.area, "update") },
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: idParams,
        body: noteInputSchema,
        response: { 201: messageWithData(leadNoteSchema), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const note = await route.add(staffWritesOf(request), request.params.id, request.body.text);
      return reply.status(201).send({ success: true as const, message: pipelineMessages.noteAdded, data: note });
    },
  );
}
