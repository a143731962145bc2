import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { access } from "../../../domain/access.ts";
import type { AuditEntity } from "../../../domain/audit.ts";
import { type DownloadFormat, downloadFormatNames } from "../../../domain/inbox.ts";
import { LEAD_LIST_MAX_ROWS, listAnswer } from "../../../domain/list-paging.ts";
import { type LeadNote, leadNoteSchema, noteInputSchema, pipelineMessages } from "../../../domain/pipeline.ts";
import type { PersonalDataArea } from "../../../domain/roles.ts";
import { type StaffWrites, staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { recordExport } from "../audit/exports.ts";
import type { ZodRoutes } from "../delete-route.ts";
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
export function leadExport(
  request: FastifyRequest,
  area: PersonalDataArea,
  entity: AuditEntity,
  what: string,
  filter: Record<string, string | undefined>,
) {
  return {
    maxRows: LEAD_LIST_MAX_ROWS,
    requireExport: () => request.access.requireData(area, "export"),
    recordExport: (format: DownloadFormat) =>
      recordExport(
        request.server.db,
        request,
        entity,
        `Exported the ${what}${filtersNamed(filter)} as ${downloadFormatNames[format]}`,
      ),
  };
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
