import { setTimeout } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import type { AnswerSettings } from "../mail/answers.ts";
import { MailQueue } from "../mail/mail-queue.ts";
import { outboxTransport } from "../mail/outbox-transport.ts";
import { smtpTransport } from "../mail/smtp-transport.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Outgoing e-mail, sent after the answer (docs/api.md "Staff accounts"). */
    mail: MailQueue;
    /** Where people's answers to the agency's e-mails go (ADR 0252). */
    answers: AnswerSettings;
  }
}

/** On shutdown, messages still on their way get this long; a mail server that hangs does not hold the process. */
const CLOSE_GRACE_MS = 5000;

/** SMTP when SMTP_URL is set, else the outbox folder in DATA_DIR. */
async function mail(app: FastifyInstance, options: { config: Pick<AppConfig, "mail" | "dataDir" | "inboundMail"> }) {
  const { smtpUrl, from, smtpTimeouts, dkim } = options.config.mail;
  const { replyTo, subaddress, imap } = options.config.inboundMail;
  app.decorate("answers", { from, replyTo, subaddress, reading: imap !== undefined });
  const transport = smtpUrl
    ? await smtpTransport(smtpUrl, from, { timeouts: smtpTimeouts, dkim })
    : outboxTransport(options.config.dataDir, from, app.log, dkim);
  const queue = new MailQueue(transport, app.log);
  app.decorate("mail", queue);
  app.addHook("onClose", async () => {
    const grace = new AbortController();
    await Promise.race([
      queue.settled(),
      setTimeout(CLOSE_GRACE_MS, undefined, { signal: grace.signal }).catch(() => {}),
    ]);
    grace.abort();
    transport.close();
  });
}

export default fp(mail, { name: "mail" });
