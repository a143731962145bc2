import { type AnyPgColumn, index, pgTable, text } from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "../../../domain/api-keys.ts";
import { at, createdAt, id, ref } from "../../db/columns.ts";
import { adminUsers } from "../../db/schema/staff.ts";

/**
 * API keys (ADR 0137): only the SHA-256 of a key is kept, with its first characters for the list.
 * A revoked key keeps its row (its audit entries name it); it is refused from `revoked_at` on.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    name: text("name").notNull(),
    scopes: text("scopes").array().$type<ApiKeyScope[]>().notNull(),
    keyHash: text("key_hash").notNull().unique(),
    keyStart: text("key_start").notNull(),
    createdBy: ref("created_by", (): AnyPgColumn => adminUsers.id, "set null"),
    createdAt: createdAt(),
    expiresAt: at("expires_at"),
    revokedAt: at("revoked_at"),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [index("api_keys_created_idx").on(t.createdAt.desc())],
);
