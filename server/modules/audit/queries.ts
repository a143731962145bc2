import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AuditEntry, AuditQuery } from "../../../domain/audit.ts";
import type { Db } from "../../db/client.ts";
import { after, cursorOf, type PageCursor } from "../../db/keyset.ts";
import { auditLog } from "../../engines/audit-trail/schema.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";

export type AuditFilter = Pick<AuditQuery, "actor" | "entity" | "action" | "from" | "to">;

/** The filters together; `actor` is an admin's id or username (any letter case). */
function matching(filter: AuditFilter): SQL | undefined {
  const actor = filter.actor?.trim();
  return and(
    actor
      ? isUuid(actor)
        ? eq(auditLog.actorId, actor)
        : eq(sql`lower(${auditLog.actorUsername})`, actor.toLowerCase())
      : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lte(auditLog.at, filter.to) : undefined,
  );
}

const newestFirst = [desc(auditLog.at), desc(auditLog.id)];

export async function pageOfAuditEntries(db: Db, filter: AuditFilter, page: number, limit: number) {
  const where = matching(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}

/** Newest first after `cursor`: the CSV download reads the whole filtered log this way, page by page. */
export async function auditEntriesAfter(db: Db, filter: AuditFilter, cursor: PageCursor | undefined, limit: number) {
  const rows = await db
    .select({ entry: auditLog, at: cursorOf(auditLog.at) })
    .from(auditLog)
    .where(and(matching(filter), after(auditLog.at, auditLog.id, cursor)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({ ...row.entry, cursor: { at: row.at, id: row.entry.id } }));
}

export type AuditRow = typeof auditLog.$inferSelect;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: toIso(row.at),
    actor: row.actorId && row.actorUsername ? { _id: row.actorId, username: row.actorUsername } : null,
    ip: row.ip,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** Removes up to `batch` entries older than `cutoff`, oldest first; answers how many went. */
export async function deleteAuditEntriesBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  const oldest = db.select({ id: auditLog.id }).from(auditLog).where(lt(auditLog.at, cutoff)).limit(batch);
  const removed = await db.delete(auditLog).where(sql`${auditLog.id} in (${oldest})`).returning({ id: auditLog.id });
  return removed.length;
}
