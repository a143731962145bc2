import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { addressOf, type MailTransport } from "../mail/mail-message.ts";
import { outboxTransport } from "../mail/outbox-transport.ts";
import { smtpTransport } from "../mail/smtp-transport.ts";
import { CampaignSender } from "../modules/campaigns/sender.ts";
import type { CampaignParts } from "../modules/campaigns/service.ts";
import { readBounceMailbox } from "../modules/newsletter/bounce-mailbox.ts";
import { LinkSigner, linkSecret } from "../modules/newsletter/signed-links.ts";
import { Subscriptions } from "../modules/newsletter/subscriptions.ts";
import { kickPeriodically, runPeriodically } from "./run-periodically.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The newsletter (issue 72): its signed links; signing up, confirming and leaving; what campaigns
     * are made and tested with; and the queue's sender (`sender.drain()` sends what is due now).
     */
    newsletter: {
      links: LinkSigner;
      subscriptions: Subscriptions;
      campaigns: CampaignParts;
      sender: CampaignSender;
      /** Reads the bounce mailbox now (BOUNCE_IMAP_URL); how many reports it acted on, 0 without a mailbox. */
      readBounces(): Promise<number>;
    };
  }
}

/** Unconfirmed addresses past their days are looked for this often. */
const PENDING_PURGE_MS = 60 * 60 * 1000;
/** The bounce mailbox is read this often. */
const BOUNCE_READ_MS = 5 * 60_000;
/** SMTP connections the newsletter keeps open and reuses (its own, beside the transactional mail's). */
const NEWSLETTER_CONNECTIONS = 4;

/** The newsletter's way out: pooled SMTP, or the outbox folder without SMTP_URL; DKIM-signed either way when configured. */
async function newsletterTransport(app: FastifyInstance, config: AppConfig): Promise<MailTransport> {
  const { smtpUrl, from, smtpTimeouts, dkim } = config.mail;
  return smtpUrl
    ? smtpTransport(smtpUrl, from, { timeouts: smtpTimeouts, dkim, pool: NEWSLETTER_CONNECTIONS })
    : outboxTransport(config.dataDir, from, app.log, dkim);
}

async function newsletter(
  app: FastifyInstance,
  options: { config: AppConfig; now: () => number; pollMs: number; batch?: number },
) {
  const { config, now } = options;
  const links = new LinkSigner(() => linkSecret(app.db, config.newsletter.linkSecret));
  const subscriptions = new Subscriptions({
    db: app.db,
    mail: app.mail,
    links,
    now,
    publicUrl: config.publicUrl,
    pendingDays: config.newsletter.pendingDays,
  });
  const from = addressOf(config.mail.from);
  const transport = await newsletterTransport(app, config);
  const campaigns: CampaignParts = {
    now,
    publicUrl: config.publicUrl,
    messageDomain: from.slice(from.lastIndexOf("@") + 1).toLowerCase(),
    bounceAddress: config.newsletter.bounceAddress ?? from,
    links,
    transport,
  };
  const sender = new CampaignSender({
    ...campaigns,
    db: app.db,
    ratePerMinute: config.newsletter.ratePerMinute,
    log: app.log,
    batch: options.batch,
  });
  const { bounceImapUrl } = config.newsletter;
  const readBounces = async () =>
    bounceImapUrl ? readBounceMailbox({ db: app.db, url: bounceImapUrl, subscriptions, now, log: app.log }) : 0;
  app.decorate("newsletter", { links, subscriptions, campaigns, sender, readBounces });
  if (bounceImapUrl && options.pollMs > 0)
    runPeriodically(app, BOUNCE_READ_MS, readBounces, "could not read the bounce mailbox");
  runPeriodically(
    app,
    PENDING_PURGE_MS,
    () => subscriptions.purgeUnconfirmed(),
    "could not remove unconfirmed newsletter addresses",
  );
  // What a stopped or crashed instance left is taken up at start; due schedules and retries on each poll.
  kickPeriodically(app, sender, options.pollMs);
  // After the sender has stopped: nothing more goes out.
  app.addHook("onClose", async () => transport.close());
}

export default fp(newsletter, { name: "newsletter", dependencies: ["database", "mail"] });
