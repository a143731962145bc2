import type { SmtpAnswer } from "./smtp-answer.ts";

/** One e-mail to one recipient; the sender is the configured MAIL_FROM. */
export type MailMessage = {
  to: string;
  /** Logged when the message goes to the outbox: it never names a person or holds a secret. */
  subject: string;
  text: string;
  /** Where a reply goes instead of the sender (an acknowledgement: the agency's own address). */
  replyTo?: string;
  /** The name the message is sent under, from MAIL_FROM's address (a staff reply: ADR 0172). */
  fromName?: string;
  /** What the outbox logs instead of the subject, when the subject was written by staff and may name someone. */
  logAs?: string;
  /**
   * Our own Message-ID, angle brackets and all (`<reply.<id>@domain>`, ADR 0252; a newsletter
   * message's, made when it was queued, ADR 0262): an answer's In-Reply-To names it.
   */
  messageId?: string;
  /** The message this one answers, and the thread before it, so mail programs show one conversation. */
  inReplyTo?: string;
  references?: string[];
  /** The same words for mail programs that show HTML (a newsletter's confirmation, a campaign). */
  html?: string;
  /** Headers of its own (a campaign's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The envelope sender, where bounces go (BOUNCE_ADDRESS); MAIL_FROM's address when absent. */
  returnPath?: string;
};

/** Where messages go: an SMTP server, or the outbox folder when none is configured. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  /** Hands one message over; what the server answered (nothing, for the outbox), or throws. */
  deliver(message: MailMessage): Promise<SmtpAnswer>;
  close(): void;
}

/** The bare address of a MAIL_FROM such as `Ravi Digital <no-reply@example.com>`. */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** What nodemailer is handed for a message (the sender is the transport's MAIL_FROM, under `fromName` when given). */
export const envelopeOf = (
  { to, subject, text, replyTo, fromName, messageId, inReplyTo, references, html, headers, returnPath }: MailMessage,
  from: string,
) => ({
  to,
  subject,
  text,
  ...(html ? { html } : {}),
  ...(headers ? { headers } : {}),
  ...(returnPath ? { envelope: { from: returnPath, to } } : {}),
  ...(replyTo ? { replyTo } : {}),
  ...(fromName ? { from: { name: fromName, address: addressOf(from) } } : {}),
  ...(messageId ? { messageId } : {}),
  ...(inReplyTo ? { inReplyTo } : {}),
  ...(references && references.length > 0 ? { references } : {}),
});
