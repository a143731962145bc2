import { type DkimSettings, dkimOptions } from "./dkim.ts";
import { envelopeOf, type MailMessage, type MailTransport } from "./mail-message.ts";
import { acceptedAnswer } from "./smtp-answer.ts";

/** A message that cannot be handed over within these bounds fails (and is logged) instead of hanging. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

export type SmtpOptions = {
  timeouts?: SmtpTimeouts;
  /** Every message DKIM-signed for this domain and selector (ADR 0263). */
  dkim?: DkimSettings;
  /** Keep up to this many connections open and reuse them (a newsletter's thousands of messages). */
  pool?: number;
};

/** Sends through the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export async function smtpTransport(smtpUrl: string, from: string, options: SmtpOptions = {}): Promise<MailTransport> {
  // nodemailer (~14 MB resident) loads when SMTP is the way out, not with every start of the server.
  const { default: nodemailer } = await import("nodemailer");
  // The bounds go with the address: a second argument holds a message's defaults, and bounds put there
  // were ignored (nodemailer's own, 30 s for a greeting and 2 min to connect, applied instead).
  const pool = options.pool ? { pool: true, maxConnections: options.pool, maxMessages: 500 } : {};
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, ...(options.timeouts ?? SMTP_TIMEOUTS), ...pool, ...dkimOptions(options.dkim) },
    { from },
  );
  return {
    kind: "smtp",
    async deliver(message: MailMessage) {
      const info = await transporter.sendMail(envelopeOf(message, from));
      return acceptedAnswer(info.response);
    },
    close: () => transporter.close(),
  };
}
