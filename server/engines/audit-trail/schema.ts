import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { auditActions, auditEntities } from "../../../domain/audit.ts";
import { at, oneOf } from "../../db/columns.ts";

/**
 * One row per staff action, written in the transaction of the change it describes (docs/api.md
 * "Audit log"). The actor is kept by id and name, without a foreign key: an entry outlives the
 * admin it names. Rows are only ever inserted, and removed once older than the retention period.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The moment of the statement, not of the transaction: entries of one request keep their order.
    at: at("at").notNull().default(sql`clock_timestamp()`),
    actorId: uuid("actor_id"),
    actorUsername: text("actor_username"),
    ip: text("ip"),
    action: text("action", { enum: auditActions }).notNull(),
    entity: text("entity", { enum: auditEntities }).notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    check("audit_log_summary_length", sql`char_length(${t.summary}) between 1 and 500`),
    check("audit_log_action", sql`${t.action} in ${oneOf(auditActions)}`),
    check("audit_log_entity", sql`${t.entity} in ${oneOf(auditEntities)}`),
  ],
);
