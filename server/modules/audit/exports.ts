import type { FastifyRequest } from "fastify";
import type { AuditEntity } from "../../../domain/audit.ts";
import type { Db } from "../../db/client.ts";
import { audit, staffOf } from "../../engines/audit-trail/record.ts";

/**
 * A staff member's spreadsheet download is an `export` entry, written before the first byte: an
 * export whose entry cannot be written does not happen. A visitor's download (the public jobs
 * list) is no staff action and records nothing.
 */
export async function recordExport(db: Db, request: FastifyRequest, entity: AuditEntity, summary: string) {
  const staff = staffOf(request);
  if (!staff.actor) return;
  await audit.record(db, { ...staff, action: "export", entity, summary });
}

/**
 * An applicant's resume taken from the back office is an `export` of that application, written
 * before the file is sent (ADR 0136): the entry names the application and the file's type and size,
 * never the applicant or the file's name (the log outlives an erasure of the person's data).
 */
export async function recordResumeDownload(
  db: Db,
  request: FastifyRequest,
  application: { id: string; jobId: string; resumeType: string; resumeSize: number },
) {
  const staff = staffOf(request);
  if (!staff.actor) return;
  await audit.record(db, {
    ...staff,
    action: "export",
    entity: "application",
    entityId: application.id,
    summary: `Downloaded the resume of application ${application.id} (${application.resumeType}, ${application.resumeSize} bytes)`,
    after: { resume: { type: application.resumeType, size: application.resumeSize }, jobId: application.jobId },
  });
}
