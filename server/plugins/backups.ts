import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { recordWebhookEvent } from "../engines/audit-trail/webhook-outbox.ts";
import { BackupSchedule } from "../modules/backups/schedule.ts";
import { BackupService } from "../modules/backups/service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Makes and lists backups; `backups.onCompleted(listener)` is where webhooks hear of them. */
    backups: BackupService;
  }
}

/** The backup service, and the schedule when BACKUP_CRON is set (docs/deployment.md "Backups and restore"). */
async function backupsPlugin(
  app: FastifyInstance,
  options: { config: Pick<AppConfig, "backup">; clock?: () => number },
) {
  const { backup } = options.config;
  const clock = options.clock ?? Date.now;
  const service = new BackupService({
    db: app.db,
    files: { public: app.publicFiles, private: app.privateFiles },
    store: app.backupFiles,
    encryptionKey: backup.encryptionKey,
    keep: backup.keep,
    now: () => new Date(clock()),
  });
  app.decorate("backups", service);
  // A backup started by a request runs on after its answer: closing lets it end before the
  // database and the file stores it writes to go (hooks close in reverse order of registration).
  app.addHook("onClose", async () => service.settled());
  // The archive is stored before its event is queued: a receiver told "backup.completed" can fetch it.
  service.onCompleted(async (done, tx) => {
    await recordWebhookEvent(tx, "backup.completed", {
      id: done.id,
      createdAt: done.completedAt ?? done.startedAt,
      sizeBytes: done.sizeBytes ?? 0,
      encrypted: done.encrypted,
    });
  });
  const { cron } = backup;
  if (!cron) return;
  const schedule = new BackupSchedule(service, cron, clock, (err) =>
    app.log.error({ err }, "the scheduled backup failed"),
  );
  app.addHook("onReady", async () => schedule.start());
  app.addHook("onClose", async () => schedule.stop());
}

export default fp(backupsPlugin, { name: "backups", dependencies: ["database", "uploads", "webhooks"] });
