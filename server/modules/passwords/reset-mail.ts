import { PASSWORD_RESET_MINUTES } from "../../../domain/passwords.ts";
import { SITE_NAME } from "../../../domain/public-site.ts";
import type { MailMessage } from "../../mail/mail-message.ts";

export const RESET_MAIL_SUBJECT = `Reset your ${SITE_NAME} back-office password`;

/** The e-mail with a reset link; its subject names no one, since subjects are logged. */
export function resetMail(account: { username: string; fullName: string; email: string }, url: string): MailMessage {
  return {
    to: account.email,
    subject: RESET_MAIL_SUBJECT,
    text: [
      `Hello ${account.fullName},`,
      "",
      `Someone asked to reset the password of the back-office account "${account.username}".`,
      `To choose a new password, open this link within ${PASSWORD_RESET_MINUTES} minutes:`,
      "",
      url,
      "",
      "The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.",
      "",
      `${SITE_NAME}`,
    ].join("\n"),
  };
}
