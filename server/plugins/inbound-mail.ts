import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { InboundMail } from "../modules/inbound-mail/poller.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Reads people's answers back from the inbound mailbox (ADR 0252); `poll()` reads now. */
    inboundMail: InboundMail;
  }
}

/** With IMAP_URL, every instance polls the mailbox every IMAP_POLL_SECONDS (unless `pollMs` says otherwise). */
async function inboundMailPlugin(
  app: FastifyInstance,
  options: { config: Pick<AppConfig, "inboundMail" | "publicUrl">; pollMs?: number },
) {
  const { imap, replyTo } = options.config.inboundMail;
  const inbound = new InboundMail({
    db: app.db,
    imap,
    replyTo,
    mail: app.mail,
    publicUrl: options.config.publicUrl,
    onError: (err) => app.log.error({ err }, "reading the inbound mailbox failed"),
  });
  app.decorate("inboundMail", inbound);
  const everyMs = options.pollMs ?? (imap ? imap.pollSeconds * 1000 : 0);
  app.addHook("onReady", async () => inbound.start(everyMs));
  app.addHook("onClose", async () => inbound.stop());
}

export default fp(inboundMailPlugin, { name: "inbound-mail", dependencies: ["database", "mail"] });
