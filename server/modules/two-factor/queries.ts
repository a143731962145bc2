import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/staff.ts";
import { twoFactorRecoveryCodes } from "./schema.ts";

export async function storePendingSecret(db: Db, userId: string, sealed: string) {
  await db
    .update(adminUsers)
    .set({ twoFactorPendingSecret: sealed, updatedAt: new Date() })
    .where(and(eq(adminUsers.id, userId), isNull(adminUsers.twoFactorSecret)));
}

/** Turns the pending secret on, unless someone else did in the meantime (then false). */
export async function confirmPendingSecret(db: Db, userId: string, sealed: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ twoFactorSecret: sealed, twoFactorPendingSecret: null, twoFactorLastStep: step, updatedAt: new Date() })
    .where(
      and(eq(adminUsers.id, userId), eq(adminUsers.twoFactorPendingSecret, sealed), isNull(adminUsers.twoFactorSecret)),
    )
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

/**
 * Records `step` as the last accepted one, only if it is later than the stored one: of two requests
 * with the same code, one wins and the other is a replay.
 */
export async function claimTimeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ twoFactorLastStep: step })
    .where(
      and(eq(adminUsers.id, userId), or(isNull(adminUsers.twoFactorLastStep), lt(adminUsers.twoFactorLastStep, step))),
    )
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** Uses up a recovery code: true only for the one request that deleted it. */
export async function claimRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .delete(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash)))
    .returning({ userId: twoFactorRecoveryCodes.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Two-factor sign-in off: secrets, replay marker and recovery codes gone. False for an unknown admin. */
export async function clearTwoFactor(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null, updatedAt: new Date() })
    .where(eq(adminUsers.id, userId))
    .returning({ id: adminUsers.id });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  return rows.length > 0;
}
