import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { access } from "../../../domain/access.ts";
import type { AuditEntity } from "../../../domain/audit.ts";
import { type DownloadFormat, downloadFormatNames } from "../../../domain/inbox.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import type { PersonalDataArea } from "../../../domain/roles.ts";
import { errorAnswers } from "../../http/answers.ts";
import { recordExport } from "../audit/exports.ts";
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
 * What a lead list's download needs besides its rows: the area's export right (taking personal data
 * away is a right of its own, ADR 0136) and the audit entry naming what was taken, with which
 * filters, in which format.
 */
export function leadExport(
  request: FastifyRequest,
  area: PersonalDataArea,
  entity: AuditEntity,
  what: string,
  filter: Record<string, string | undefined>,
) {
  return {
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
