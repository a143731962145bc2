import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, ref } from "../../db/columns.ts";
import { adminUsers } from "../../db/schema/staff.ts";

/** Unused two-factor recovery codes, hashed; a code is deleted when it is used. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    userId: ref("user_id", () => adminUsers.id, "cascade").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
