import type { FastifyRequest } from "fastify";
import type { AuditEntity } from "../../../domain/audit.ts";
import type { Db } from "../../db/client.ts";
import { audit, staffOf } from "./record.ts";

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
