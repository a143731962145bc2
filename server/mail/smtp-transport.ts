import { envelopeOf, type MailMessage, type MailTransport } from "./mail-message.ts";

/** A message that cannot be handed over within these bounds fails (and is logged) instead of hanging. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends through the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start). */
export async function smtpTransport(smtpUrl: string, from: string): Promise<MailTransport> {
  // nodemailer (~14 MB resident) loads when SMTP is the way out, not with every start of the server.
  const { default: nodemailer } = await import("nodemailer");
  const transporter = nodemailer.createTransport(smtpUrl, { ...TIMEOUTS, from });
  return {
    kind: "smtp",
    async deliver(message: MailMessage) {
      await transporter.sendMail(envelopeOf(message, from));
    },
    close: () => transporter.close(),
  };
}
