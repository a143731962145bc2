import { adminUserMessages } from "../../../domain/admin-users.ts";
import { type DisableTwoFactorInput, type TwoFactorSetup, twoFactorMessages } from "../../../domain/two-factor.ts";
import type { Db } from "../../db/client.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { Conflict, Forbidden, InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { LoginThrottle } from "../auth/login-throttle.ts";
import { type Caller, checkOwnPassword } from "../auth/own-password.ts";
import { findCredentials } from "../auth/queries.ts";
import { deleteOtherSessions, deleteUserSessions } from "../auth/session-store.ts";
import { findAccount } from "../passwords/queries.ts";
import { clearTwoFactor, confirmPendingSecret, replaceRecoveryCodes, storePendingSecret } from "./queries.ts";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import type { SecretBox } from "./secret-box.ts";
import { acceptSecondFactor } from "./sign-in-code.ts";
import { matchTotp, newTotpSecret, otpauthUrl } from "./totp.ts";

/** What a two-factor call needs: the database to read, the key, the lockout, the request's audited writes. */
export type TwoFactorDeps = { db: Db; box: SecretBox; throttle: LoginThrottle; writes: StaffWrites };

async function stateOf(db: Db, userId: string) {
  const credentials = await findCredentials(db, { id: userId });
  if (!credentials) throw new NotFound(adminUserMessages.notFound);
  const { twoFactorSecret: secret, twoFactorPendingSecret: pendingSecret, twoFactorLastStep: lastStep } = credentials;
  return { secret, pendingSecret, lastStep };
}

/** A new secret to scan; nothing changes for sign-in until a code from it is confirmed. */
export async function setupTwoFactor(
  { db, box }: TwoFactorDeps,
  admin: { id: string; username: string },
): Promise<TwoFactorSetup> {
  const state = await stateOf(db, admin.id);
  // Replacing a working secret needs it turned off first (password and code), or a stolen session
  // could swap the authenticator.
  if (state.secret) throw new Conflict(twoFactorMessages.alreadyEnabled);
  const secret = newTotpSecret();
  await storePendingSecret(db, admin.id, box.seal(admin.id, secret));
  return { secret, otpauthUrl: otpauthUrl(secret, admin.username) };
}

/**
 * Turns two-factor sign-in on with a code from the pending secret; answers the ten recovery codes,
 * shown this once. The admin's other sessions end: they were opened with one factor.
 */
export async function enableTwoFactor(
  { db, box, writes }: TwoFactorDeps,
  admin: { id: string; username: string; sessionTokenHash: string | undefined },
  code: string,
): Promise<string[]> {
  const state = await stateOf(db, admin.id);
  if (state.secret) throw new Conflict(twoFactorMessages.alreadyEnabled);
  if (!state.pendingSecret) throw new Conflict(twoFactorMessages.notSetUp);
  const pending = state.pendingSecret;
  const step = await matchTotp(box.open(admin.id, pending), code.replace(/\s/g, ""), null);
  if (step === null) throw InvalidInput.of(twoFactorMessages.invalidCode, "code");
  const codes = newRecoveryCodes();
  await writes.change(async (tx) => {
    // The code just shown cannot also sign in: its step is recorded as used.
    if (!(await confirmPendingSecret(tx, admin.id, pending, step))) throw new Conflict(twoFactorMessages.notSetUp);
    await replaceRecoveryCodes(tx, admin.id, codes.map(hashRecoveryCode));
    await settleOwnSwitch(tx, writes, admin, "on");
  });
  return codes;
}

/** Turns one's own two-factor sign-in off: the password and a code (or a recovery code) are needed. */
export async function disableTwoFactor(
  { db, box, throttle, writes }: TwoFactorDeps,
  caller: Caller & { sessionTokenHash: string | undefined },
  input: DisableTwoFactorInput,
): Promise<void> {
  await checkOwnPassword(db, throttle, caller, input.password, {
    message: twoFactorMessages.passwordIncorrect,
    path: "password",
  });
  const state = await stateOf(db, caller.id);
  if (!state.secret) throw new Conflict(twoFactorMessages.notEnabled);
  const account = { id: caller.id, secret: state.secret, lastStep: state.lastStep };
  await writes.change(async (tx) => {
    if (!(await acceptSecondFactor(tx, box, account, input.code))) {
      await throttle.recordFailure(caller.username, caller.ip);
      throw InvalidInput.of(twoFactorMessages.invalidCode, "code");
    }
    await clearTwoFactor(tx, caller.id);
    await settleOwnSwitch(tx, writes, caller, "off");
  });
}

/**
 * A superAdmin turns off a colleague's two-factor sign-in (a lost phone and no recovery codes).
 * Their sessions end. Not for oneself: that would skip the password and code `disableTwoFactor` asks.
 */
export async function turnOffColleagueTwoFactor(
  { change, audit }: StaffWrites,
  targetId: string,
  actorId: string,
): Promise<void> {
  if (!isUuid(targetId)) throw new NotFound(adminUserMessages.notFound);
  if (targetId === actorId) throw new Forbidden(twoFactorMessages.ownViaProfile);
  await change(async (tx) => {
    const target = await findAccount(tx, { id: targetId });
    if (!target || !(await clearTwoFactor(tx, targetId))) throw new NotFound(adminUserMessages.notFound);
    await deleteUserSessions(tx, targetId);
    await audit.record(tx, {
      action: "twoFactorDisable",
      entity: "admin",
      entityId: targetId,
      summary: `Turned off two-factor sign-in of "${target.username}" (lost authenticator)`,
    });
  });
}

/**
 * After one turns one's own two-factor sign-in on or off: every other session of theirs ends (one
 * signed in elsewhere before the change must sign in again under the new rule), and it is audited.
 */
async function settleOwnSwitch(
  tx: Db,
  writes: StaffWrites,
  who: { id: string; username: string; sessionTokenHash: string | undefined },
  turned: "on" | "off",
) {
  await deleteOtherSessions(tx, who.id, who.sessionTokenHash);
  await writes.audit.record(tx, {
    action: turned === "on" ? "twoFactorEnable" : "twoFactorDisable",
    entity: "admin",
    entityId: who.id,
    summary: `Turned ${turned} two-factor sign-in of "${who.username}"`,
  });
}
