import { index, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, ref } from "../../db/columns.ts";
import { adminUsers } from "../../db/schema/staff.ts";

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the opaque token: a leaked table does not leak usable tokens. */
    tokenHash: text("token_hash").primaryKey(),
    userId: ref("user_id", () => adminUsers.id, "cascade").notNull(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
