import { index, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, ref } from "../../db/columns.ts";
import { adminUsers } from "../../db/schema/staff.ts";

/** One-time password reset links: only a hash of the token is kept, like a session's (ADR 0078). */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ref("user_id", () => adminUsers.id, "cascade").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [
    index("password_reset_tokens_user_idx").on(t.userId),
    index("password_reset_tokens_expires_idx").on(t.expiresAt),
  ],
);
