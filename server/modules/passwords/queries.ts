import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { passwordResetTokens } from "./schema.ts";

/** Staff accounts with this e-mail address (addresses are not unique; case does not matter). */
export function findAccountsByEmail(db: Db, email: string) {
  return db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      fullName: adminUsers.fullName,
      email: adminUsers.email,
    })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`);
}

export async function findAccount(db: Db, where: { id: string } | { username: string }) {
  const rows = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where("id" in where ? eq(adminUsers.id, where.id) : eq(adminUsers.username, where.username));
  return rows[0] ?? null;
}

/**
 * The newest link is the only one that works: a new one replaces any earlier one of the admin.
 * Expired links of anyone are swept on the way, so the table never grows. Run in a transaction.
 */
export async function replaceResetToken(tx: Db, token: { tokenHash: string; userId: string; expiresAt: Date }) {
  await tx
    .delete(passwordResetTokens)
    .where(or(eq(passwordResetTokens.userId, token.userId), lte(passwordResetTokens.expiresAt, new Date())));
  await tx.insert(passwordResetTokens).values(token);
}

/** The admin a live (unexpired) token stands for, or null. */
export async function findLiveResetToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)));
  return rows[0] ?? null;
}

/** Uses a live token up: of two requests with one token, only one gets the admin back. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

export async function deleteResetTokens(db: Db, userId: string) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string) {
  await db.update(adminUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(adminUsers.id, userId));
}
