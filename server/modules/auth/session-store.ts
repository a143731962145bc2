import { and, eq, inArray, lte, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminUsers, privileges } from "../../db/schema/staff.ts";
import { sessions } from "./schema.ts";
import { userColumns } from "./user-profile.ts";

export async function insertSession(db: Db, session: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(session);
}

/** The columns a session lookup reads: the session, and the admin it stands for as the API shows them. */
const sessionColumns = {
  ...userColumns,
  tokenHash: sessions.tokenHash,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  permissions: privileges.permissions,
};

export type SessionRow = Awaited<ReturnType<typeof findSessions>>[number];

/**
 * The sessions of these token hashes with the admins and roles they stand for, in one query: this
 * answers every signed-in call (a burst of them shares one, session-lookups.ts), and carries the
 * admin's profile so that GET /admin/me needs no query of its own.
 */
export async function findSessions(db: Db, tokenHashes: readonly string[]) {
  if (tokenHashes.length === 0) return [];
  return db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
    .where(inArray(sessions.tokenHash, [...tokenHashes]));
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes sessions past their absolute expiry or idle for longer than the timeout. */
export async function purgeExpiredSessions(db: Db, now: Date, idleTimeoutMs: number): Promise<number> {
  const idleSince = new Date(now.getTime() - idleTimeoutMs);
  const removed = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

/** Every session of an admin but the one making the request (a credential changed on it). */
export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string | undefined) {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}
