import { and, eq, lte, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminUsers, privileges, sessions } from "../../db/schema.ts";

export async function insertSession(db: Db, session: { tokenHash: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(session);
}

/** The session with the admin and role it stands for, in one query: this runs on every signed-in call. */
export async function findSession(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: adminUsers.id,
      username: adminUsers.username,
      role: privileges.role,
      permissions: privileges.permissions,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .innerJoin(privileges, eq(privileges.id, adminUsers.privilegeId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
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
