import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { WebhookDispatcher } from "../modules/webhooks/dispatcher.ts";
import { kickPeriodically } from "./run-periodically.ts";

declare module "fastify" {
  interface FastifyInstance {
    webhooks: WebhookDispatcher;
  }
}

/**
 * The webhook outbox's sender (server/modules/webhooks/dispatcher.ts): it sends what is due when the
 * app is ready (what a stopped or crashed instance left), after each staff write commits, and every
 * `pollMs` (leads from the public forms, retries, other instances' events). `pollMs` 0: only when asked.
 */
async function webhooks(app: FastifyInstance, options: { config: AppConfig; now: () => number; pollMs: number }) {
  const dispatcher = new WebhookDispatcher(app.db, {
    allowPrivate: options.config.webhookAllowPrivate,
    publicUrl: options.config.publicUrl,
    now: options.now,
    log: app.log,
  });
  app.decorate("webhooks", dispatcher);
  kickPeriodically(app, dispatcher, options.pollMs);
}

export default fp(webhooks, { name: "webhooks", dependencies: ["database"] });
