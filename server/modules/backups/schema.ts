import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { backupStatuses, backupTriggers } from "../../../domain/backups.ts";
import { at, bigNumber, id, ref } from "../../db/columns.ts";
import { adminUsers } from "../../db/schema/staff.ts";

/**
 * Backups made by the schedule, the Backups screen or `npm run backup` (docs/deployment.md
 * "Backups and restore"). A scheduled run claims its slot here first: the unique slot makes it run
 * on one instance only, however many share the database.
 */
export const backups = pgTable(
  "backups",
  {
    id: id(),
    name: text("name").notNull().unique(),
    trigger: text("trigger", { enum: backupTriggers }).notNull(),
    /** The scheduled time a scheduled run is for; null for the others. */
    slot: at("slot").unique(),
    status: text("status", { enum: backupStatuses }).notNull().default("running"),
    startedAt: at("started_at").notNull(),
    completedAt: at("completed_at"),
    sizeBytes: bigNumber("size_bytes"),
    tableRows: integer("table_rows"),
    fileCount: integer("file_count"),
    encrypted: boolean("encrypted").notNull(),
    createdBy: ref("created_by", () => adminUsers.id, "set null"),
  },
  (t) => [index("backups_started_idx").on(t.startedAt.desc())],
);
