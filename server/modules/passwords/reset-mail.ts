import { PASSWORD_RESET_MINUTES } from "../../../domain/passwords.ts";
import { SITE_NAME } from "../../../domain/public-site.ts";
import type { MailMessage } from "../../mail/mail-message.ts";
import { type StaffRecipient, staffNotice } from "../../mail/staff-notice.ts";

export const RESET_MAIL_SUBJECT = `Reset your ${SITE_NAME} back-office password`;

/** The e-mail with a reset link; its subject names no one, since subjects are logged. */
export function resetMail(account: StaffRecipient & { username: string }, url: string): MailMessage {
  return staffNotice(account, RESET_MAIL_SUBJECT, [
    `Someone asked to reset the password of the back-office account "${account.username}".`,
    `To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:`,
    "",
    url,
    "",
    "The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    "",
    `${SITE_NAME}`,
  ]);
}
