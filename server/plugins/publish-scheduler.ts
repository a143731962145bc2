import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { staffWritesAs } from "../engines/content-writes/staff-writes.ts";
import { PublishScheduler } from "../engines/drafts/scheduler.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs due publish and unpublish schedules (ADR 0122); `tick()` runs what is due now. */
    publishScheduler: PublishScheduler;
  }
}

/** Every instance ticks at start (a schedule missed while down runs then) and every `pollMs`. */
async function publishSchedulerPlugin(app: FastifyInstance, options: { now: () => number; pollMs: number }) {
  const scheduler = new PublishScheduler({
    db: app.db,
    now: options.now,
    writesAs: (staff) => staffWritesAs(app, staff),
    kinds: app.contentKinds.drafts,
    onError: (err) => app.log.error({ err }, "a scheduled publish failed"),
  });
  app.decorate("publishScheduler", scheduler);
  app.addHook("onReady", async () => scheduler.start(options.pollMs));
  app.addHook("onClose", async () => scheduler.stop());
}

export default fp(publishSchedulerPlugin, {
  name: "publish-scheduler",
  dependencies: ["database", "content-kinds", "public-images", "public-content", "webhooks"],
});
