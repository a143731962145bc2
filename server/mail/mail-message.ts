/** One e-mail to one recipient; the sender is the configured MAIL_FROM. */
export type MailMessage = {
  to: string;
  /** Logged when the message goes to the outbox: it never names a person or holds a secret. */
  subject: string;
  text: string;
};

/** Where messages go: an SMTP server, or the outbox folder when none is configured. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}
