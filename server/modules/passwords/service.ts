import { adminUserMessages } from "../../../domain/admin-users.ts";
import { type ChangePasswordInput, passwordMessages, type ResetConfirmInput } from "../../../domain/passwords.ts";
import type { Db } from "../../db/client.ts";
import { audit } from "../../engines/audit-trail/record.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
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

/**
 * The new password replaces the old and every session of the admin ends, this one too: they sign
 * in again. One transaction with its audit entry.
 */
export async function changePassword(
  { db, throttle, writes }: { db: Db; throttle: LoginThrottle; writes: StaffWrites },
  caller: Caller,
  input: ChangePasswordInput,
): Promise<void> {
  await checkOwnPassword(db, throttle, caller, input.currentPassword, {
    message: passwordMessages.currentIncorrect,
    path: "currentPassword",
  });
  const passwordHash = await hashPassword(input.newPassword);
  await writes.change(async (tx) => {
    await setPasswordHash(tx, caller.id, passwordHash);
    await deleteUserSessions(tx, caller.id);
    await deleteResetTokens(tx, caller.id);
    await writes.audit.record(tx, {
      action: "passwordChange",
      entity: "admin",
      entityId: caller.id,
      summary: `Changed the password of "${caller.username}"`,
    });
  });
}

/**
 * The reset e-mails for an address: one per staff account with it, each with its own link. Run
 * after the answer has gone, so the answer is the same, and as quick, whether or not any exists.
 * Asking is no staff action (anyone may): only the reset itself is audited.
 */
export async function resetMailsFor(db: Db, email: string, publicUrl: string): Promise<MailMessage[]> {
  const accounts = await findAccountsByEmail(db, email);
  const messages: MailMessage[] = [];
  for (const account of accounts) {
    const link = await db.transaction((tx) => issueResetLink(tx, account.id, publicUrl));
    messages.push(resetMail(account, link.url));
  }
  return messages;
}

/** A superAdmin's link for a colleague whose e-mail does not work; who made it is audited. */
export async function resetLinkForColleague(
  { change, audit: trail }: StaffWrites,
  targetId: string,
  publicUrl: string,
) {
  if (!isUuid(targetId)) throw new NotFound(adminUserMessages.notFound);
  return change(async (tx) => {
    const account = await findAccount(tx, { id: targetId });
    if (!account) throw new NotFound(adminUserMessages.notFound);
    const link = await issueResetLink(tx, account.id, publicUrl);
    await trail.record(tx, {
      action: "passwordReset",
      entity: "admin",
      entityId: account.id,
      summary: `Made a password reset link for "${account.username}"`,
    });
    return link;
  });
}

/** For `npm run admin:reset-link -- <username>`: null for an unknown username. Audited with no actor. */
export async function resetLinkForUsername(db: Db, username: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const account = await findAccount(tx, { username: username.trim().toLowerCase() });
    if (!account) return null;
    const link = await issueResetLink(tx, account.id, publicUrl);
    await audit.record(tx, {
      actor: null,
      ip: null,
      action: "passwordReset",
      entity: "admin",
      entityId: account.id,
      summary: `Made a password reset link for "${account.username}" on the server's console`,
    });
    return { username: account.username, ...link };
  });
}

/**
 * Sets the new password of the link's admin and uses the link up; their sessions end. Unknown,
 * used and expired links get one answer. The entry names the account as the actor: holding the
 * link is what proved who they are.
 */
export async function confirmPasswordReset(
  db: Db,
  input: ResetConfirmInput,
  ip: string | null,
  now = new Date(),
): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const invalid = () => InvalidInput.of(passwordMessages.resetLinkInvalid, "token");
  // Looked at before the password is hashed, so a made-up link costs no hashing.
  if (!(await findLiveResetToken(db, tokenHash, now))) throw invalid();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, tokenHash, now);
    const account = userId ? await findAccount(tx, { id: userId }) : null;
    if (!account) throw invalid();
    await setPasswordHash(tx, account.id, passwordHash);
    await deleteUserSessions(tx, account.id);
    await deleteResetTokens(tx, account.id);
    await audit.record(tx, {
      actor: { id: account.id, username: account.username },
      ip,
      action: "passwordReset",
      entity: "admin",
      entityId: account.id,
      summary: `Reset the password of "${account.username}" with a reset link`,
    });
  });
}
