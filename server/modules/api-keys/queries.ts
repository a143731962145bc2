import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { ApiKeyDto } from "../../../domain/api-keys.ts";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { toIso } from "../../lib/iso-date.ts";
import { apiKeys } from "./schema.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Every key, newest first, as the Integrations screen lists it: never the key or its hash. */
export async function listApiKeys(db: Db): Promise<ApiKeyDto[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: adminUsers.username })
    .from(apiKeys)
    .leftJoin(adminUsers, eq(adminUsers.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, createdBy }) => ({
    _id: key.id,
    name: key.name,
    scopes: key.scopes,
    keyStart: key.keyStart,
    createdAt: toIso(key.createdAt),
    createdBy: createdBy ?? null,
    expiresAt: key.expiresAt ? toIso(key.expiresAt) : null,
    revokedAt: key.revokedAt ? toIso(key.revokedAt) : null,
    lastUsedAt: key.lastUsedAt ? toIso(key.lastUsedAt) : null,
  }));
}

/** The key a bearer token's hash names, read on every call (nothing is kept by an instance). */
export async function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  return row;
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** Records a use, unless one was recorded since `since` (one write a minute per key, whatever the instance). */
export async function touchApiKey(db: Db, id: string, now: Date, since: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))));
}
