/** One e-mail to one recipient; the sender is the configured MAIL_FROM. */
export type MailMessage = {
  to: string;
  /** Logged when the message goes to the outbox: it never names a person or holds a secret. */
  subject: string;
  text: string;
  /** Where a reply goes instead of the sender (an acknowledgement: the agency's own address). */
  replyTo?: string;
};

/** Where messages go: an SMTP server, or the outbox folder when none is configured. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/** What nodemailer is handed for a message (the sender is the transport's MAIL_FROM). */
export const envelopeOf = ({ to, subject, text, replyTo }: MailMessage) => ({
  to,
  subject,
  text,
  ...(replyTo ? { replyTo } : {}),
});
