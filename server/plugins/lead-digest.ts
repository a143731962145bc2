import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { LeadDigest } from "../modules/follow-ups/digest.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The morning e-mail of due and overdue follow-ups (ADR 0177); `tick()` sends it if due now. */
    leadDigest: LeadDigest;
  }
}

/** Every instance ticks at start and at each morning's hour; one of them sends the day's digest. */
async function leadDigestPlugin(
  app: FastifyInstance,
  options: { config: Pick<AppConfig, "publicUrl" | "siteTimeZone">; now: () => number },
) {
  const digest = new LeadDigest({
    db: app.db,
    mail: app.mail,
    publicUrl: options.config.publicUrl,
    timeZone: options.config.siteTimeZone,
    now: options.now,
    onError: (err) => app.log.error({ err }, "the follow-up digest failed"),
  });
  app.decorate("leadDigest", digest);
  app.addHook("onReady", async () => digest.start());
  app.addHook("onClose", async () => digest.stop());
}

export default fp(leadDigestPlugin, { name: "lead-digest", dependencies: ["database", "mail"] });
