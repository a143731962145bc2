import { adminUserMessages } from "../../../domain/admin-users.ts";
import { type ChangePasswordInput, passwordMessages as m, type ResetConfirmInput } from "../../../domain/passwords.ts";
import type { Db } from "../../db/client.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { MailMessage } from "../../mail/mail-message.ts";
import type { LoginThrottle } from "../auth/login-throttle.ts";
import { type Caller, checkOwnPassword } from "../auth/own-password.ts";
import { hashPassword } from "../auth/password.ts";
import { deleteUserSessions } from "../auth/session-store.ts";
import {
  consumeResetToken,
  deleteResetTokens,
  findAccount,
  findAccountsByEmail,
  findLiveResetToken,
  setPasswordHash,
} from "./queries.ts";
import { hashResetToken, issueResetLink } from "./reset-link.ts";
import { resetMail } from "./reset-mail.ts";

/** The new password replaces the old and every session of the admin ends, this one too: they sign in again. */
export async function changePassword(
  db: Db,
  throttle: LoginThrottle,
  caller: Caller,
  input: ChangePasswordInput,
): Promise<void> {
  await checkOwnPassword(db, throttle, caller, input.currentPassword, {
    message: m.currentIncorrect,
    path: "currentPassword",
  });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, caller.id, passwordHash);
    await deleteUserSessions(tx, caller.id);
    await deleteResetTokens(tx, caller.id);
  });
}

/**
 * The reset e-mails for an address: one per staff account with it, each with its own link. Run
 * after the answer has gone, so the answer is the same, and as quick, whether or not any exists.
 */
export async function resetMailsFor(db: Db, email: string, publicUrl: string): Promise<MailMessage[]> {
  const accounts = await findAccountsByEmail(db, email);
  const messages: MailMessage[] = [];
  for (const account of accounts) {
    const link = await issueResetLink(db, account.id, publicUrl);
    messages.push(resetMail(account, link.url));
  }
  return messages;
}

/** A superAdmin's link for a colleague whose e-mail does not work. */
export async function resetLinkForColleague(db: Db, targetId: string, publicUrl: string) {
  const account = isUuid(targetId) ? await findAccount(db, { id: targetId }) : null;
  if (!account) throw new NotFound(adminUserMessages.notFound);
  return issueResetLink(db, account.id, publicUrl);
}

/** For `npm run admin:reset-link -- <username>`: null for an unknown username. */
export async function resetLinkForUsername(db: Db, username: string, publicUrl: string) {
  const account = await findAccount(db, { username: username.trim().toLowerCase() });
  return account ? { username: account.username, ...(await issueResetLink(db, account.id, publicUrl)) } : null;
}

/**
 * Sets the new password of the link's admin and uses the link up; their sessions end. Unknown,
 * used and expired links get one answer.
 */
export async function confirmPasswordReset(db: Db, input: ResetConfirmInput, now = new Date()): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const invalid = () => InvalidInput.of(m.resetLinkInvalid, "token");
  // Looked at before the password is hashed, so a made-up link costs no hashing.
  if (!(await findLiveResetToken(db, tokenHash, now))) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, tokenHash, now);
    if (!userId) throw invalid();
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    await deleteResetTokens(tx, userId);
  });
}
