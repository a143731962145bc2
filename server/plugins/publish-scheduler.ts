import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { StaffContext } from "../modules/audit/record.ts";
import { AuditTrail } from "../modules/audit/trail.ts";
import { PublishScheduler } from "../modules/drafts/scheduler.ts";
import { type StaffWrites, unitOfWorkOf } from "../modules/staff-writes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs due publish and unpublish schedules (ADR 0122); `tick()` runs what is due now. */
    publishScheduler: PublishScheduler;
  }
}

/** The staff writes of a change no request asked for, audited as `staff` (the scheduler's). */
function writesAs(app: FastifyInstance, staff: StaffContext): StaffWrites {
  const trail = new AuditTrail(staff);
  return {
    audit: trail,
    content: unitOfWorkOf(app, trail),
    images: app.publicImages,
    change: async (work) => {
      const done = await app.db.transaction(async (tx) => {
        const result = await work(tx);
        trail.assertRecorded(tx);
        return result;
      });
      app.webhooks.kick();
      return done;
    },
  };
}

/** Every instance ticks at start (a schedule missed while down runs then) and every `pollMs`. */
async function publishSchedulerPlugin(app: FastifyInstance, options: { now: () => number; pollMs: number }) {
  const scheduler = new PublishScheduler({
    db: app.db,
    now: options.now,
    writesAs: (staff) => writesAs(app, staff),
    onError: (err) => app.log.error({ err }, "a scheduled publish failed"),
  });
  app.decorate("publishScheduler", scheduler);
  app.addHook("onReady", async () => scheduler.start(options.pollMs));
  app.addHook("onClose", async () => scheduler.stop());
}

export default fp(publishSchedulerPlugin, {
  name: "publish-scheduler",
  dependencies: ["database", "public-images", "public-content", "webhooks"],
});
