import type { MailMessage } from "./mail-message.ts";

/** A staff member an e-mail goes to. */
export type StaffRecipient = { email: string; fullName: string };

/** An e-mail to a staff member: greeted by name, then `lines`. */
export const staffNotice = (to: StaffRecipient, subject: string, lines: string[]): MailMessage => ({
  to: to.email,
  subject,
  text: [`Hello ${to.fullName},`, "", ...lines].join("\n"),
});
