import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  type ApiKeyCreate,
  type ApiKeyCreated,
  apiKeyMessages,
} from "../../../domain/api-keys.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { toIso } from "../../lib/iso-date.ts";
import { isUuid } from "../../lib/uuid.ts";
import { hashSessionToken } from "../auth/session-token.ts";
import { findApiKey } from "./queries.ts";
import { apiKeys } from "./schema.ts";

/** `agk_` and 256 random bits, URL-safe: the only copy leaves in the answer that creates it. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** What the table keys on: the same one-way hash as session tokens (ADR 0021), so a leaked table holds no key. */
export const hashApiKey = hashSessionToken;

export async function createApiKey(
  staff: StaffWrites,
  createdBy: string | null,
  input: ApiKeyCreate,
  now: number,
): Promise<ApiKeyCreated> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now) throw InvalidInput.of(apiKeyMessages.expiresAtInvalid, "expiresAt");
  const key = newApiKey();
  const row = await staff.change(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        name: input.name,
        scopes: input.scopes,
        keyHash: hashApiKey(key),
        keyStart: key.slice(0, API_KEY_SHOWN_CHARS),
        createdBy,
        expiresAt,
      })
      .returning();
    await staff.audit.record(tx, {
      action: "create",
      entity: "apiKey",
      entityId: created.id,
      summary: `Created API key "${created.name}" (${created.scopes.join(", ")})`,
      after: { name: created.name, scopes: created.scopes, expiresAt: expiresAt ? toIso(expiresAt) : null },
    });
    return created;
  });
  return {
    _id: row.id,
    name: row.name,
    scopes: row.scopes,
    expiresAt: row.expiresAt ? toIso(row.expiresAt) : null,
    key,
  };
}

/** Revokes a key: from the moment this answers, every instance refuses it (each call reads the row). */
export async function revokeApiKey(staff: StaffWrites, id: string, now: number): Promise<void> {
  await staff.change(async (tx) => {
    const row = isUuid(id) ? await findApiKey(tx, id) : undefined;
    if (!row) throw new NotFound(apiKeyMessages.notFound);
    if (row.revokedAt) throw new Conflict(apiKeyMessages.alreadyRevoked);
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(now) })
      .where(eq(apiKeys.id, id));
    await staff.audit.record(tx, {
      action: "revoke",
      entity: "apiKey",
      entityId: id,
      summary: `Revoked API key "${row.name}"`,
    });
  });
}
