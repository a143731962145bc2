import type { AuditEntity } from "../../../domain/audit.ts";
import type { Db } from "../../db/client.ts";
import type { AuditFields } from "../../engines/audit-trail/fields.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";

type LeadRemoval<Row> = {
  entity: AuditEntity;
  /** The 404's message. */
  notFound: string;
  /** Deletes the row, giving it back; null when no row has that id. */
  remove: (tx: Db, id: string) => Promise<Row | null>;
  /** The entry's summary and what it keeps of the row: never the person's details (ADR 0076). */
  entry: (row: Row) => { summary: string; before: AuditFields };
};

/**
 * Deletes one lead (an enquiry, a subscriber, a potential customer) with its audit entry, in one
 * transaction. An id that is no UUID cannot exist, so it is not found either.
 */
export async function removeLead<Row>({ change, audit }: StaffWrites, id: string, lead: LeadRemoval<Row>) {
  if (!isUuid(id)) throw new NotFound(lead.notFound);
  await change(async (tx) => {
    const row = await lead.remove(tx, id);
    if (!row) throw new NotFound(lead.notFound);
    await audit.record(tx, { action: "delete", entity: lead.entity, entityId: id, ...lead.entry(row) });
  });
}
