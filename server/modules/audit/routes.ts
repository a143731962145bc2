import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../../domain/access.ts";
import { type AuditQuery, auditPageSchema, auditQuerySchema } from "../../../domain/audit.ts";
import { inPages } from "../../db/keyset.ts";
import { errorAnswers } from "../../http/answers.ts";
import { type CsvColumn, sendCsv } from "../../http/csv-export.ts";
import { recordExport } from "./exports.ts";
import { type AuditRow, auditEntriesAfter, pageOfAuditEntries, toAuditEntry } from "./queries.ts";

const json = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : "");

const csvColumns: CsvColumn<AuditRow>[] = [
  { header: "At", value: (r) => r.at },
  { header: "Actor", value: (r) => r.actorUsername },
  { header: "Actor id", value: (r) => r.actorId },
  { header: "IP", value: (r) => r.ip },
  { header: "Action", value: (r) => r.action },
  { header: "Entity", value: (r) => r.entity },
  { header: "Entity id", value: (r) => r.entityId },
  { header: "Summary", value: (r) => r.summary },
  { header: "Before", value: (r) => json(r.before) },
  { header: "After", value: (r) => json(r.after) },
];

/** The filters as a person reads them, for the export's own entry. */
function describeFilters({ actor, entity, action, from, to }: AuditQuery): string {
  const parts = [
    actor && `actor ${actor}`,
    entity && `entity ${entity}`,
    action && `action ${action}`,
    from && `from ${from.toISOString()}`,
    to && `to ${to.toISOString()}`,
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

/** Read-only: no route edits or deletes an entry; old ones go by retention (server/plugins/audit-retention.ts). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit",
    {
      config: { access: access.superAdmin("readAudit") },
      schema: {
        tags: ["audit log"],
        summary: "One page of the audit log, newest first (?format=csv for every matching entry)",
        description:
          "One entry per staff action, written in the same transaction as the change. `before`/`after` hold " +
          "the changed fields only, never a password, hash, token, TOTP secret or recovery code. Entries " +
          "cannot be edited or deleted through the API; they are kept AUDIT_RETENTION_DAYS (365) days.",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.format === "csv") {
        await recordExport(app.db, request, "auditLog", `Exported the audit log${describeFilters(query)} as CSV`);
        const rows = inPages((cursor, limit) => auditEntriesAfter(app.db, query, cursor, limit));
        return sendCsv(reply, "audit-log", rows, csvColumns);
      }
      const { page, limit } = query;
      const { rows, total } = await pageOfAuditEntries(app.db, query, page, limit);
      return {
        success: true as const,
        data: rows.map(toAuditEntry),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  );
};
