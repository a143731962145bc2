import { and, eq, gte, inArray, ne, notExists, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { type AuditAction, type AuditEntity, auditSessionPauseMs } from "../../../domain/audit.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "./schema.ts";

/** What of an entry decides whether it continues a session. */
type SessionEntry = {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  actor: { id: string } | null;
  at?: Date;
};

/**
 * One entry per editing session (ADR 0152): for an action recorded per session, when the record's
 * latest entry is the same actor's of that action and no older than the pause allowed, that entry's
 * time moves on to `entry.at` and this answers true (nothing to insert). One statement in the
 * change's transaction, by the app's clock (`at`), so instances agree without keeping anything.
 */
export async function continuesSession(tx: Db, entry: SessionEntry): Promise<boolean> {
  const pause = auditSessionPauseMs[entry.action];
  const { actor, at, entityId } = entry;
  if (pause === undefined || !actor || !at || !entityId) return false;
  const ofRecord = (table: { entity: PgColumn; entityId: PgColumn }) =>
    and(eq(table.entity, entry.entity), eq(table.entityId, entityId));
  const later = alias(auditLog, "later");
  // The latest entry of the record: nothing else of it is as recent (a tie counts as something
  // else, so two entries of one instant never continue a session by chance).
  const session = tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        ofRecord(auditLog),
        eq(auditLog.action, entry.action),
        eq(auditLog.actorId, actor.id),
        gte(auditLog.at, new Date(at.getTime() - pause)),
        notExists(
          tx
            .select({ id: later.id })
            .from(later)
            .where(and(ofRecord(later), gte(later.at, auditLog.at), ne(later.id, auditLog.id))),
        ),
      ),
    );
  // Never back: another instance's clock may be a little behind this one's.
  const moved = await tx
    .update(auditLog)
    .set({ at: sql`greatest(${auditLog.at}, ${at.toISOString()}::timestamptz)` })
    .where(inArray(auditLog.id, session))
    .returning({ id: auditLog.id });
  return moved.length > 0;
}
