import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { purgeTrash } from "../engines/trash/purge.ts";
import { purgeLibraryTrash } from "../modules/media/purge.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Purges what has been in the trash (and the library's) longer than TRASH_RETENTION_DAYS (ADR 0117, 0181); `now` defaults to the app's clock. */
    trashPurge: { purge(now?: Date): Promise<number> };
  }
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges the trash at start and every hour after. Every instance runs the timer; the rows are
 * claimed `for update skip locked` (engines/trash/purge.ts), so each record is purged once however
 * many instances share the database.
 */
async function trashPurge(app: FastifyInstance, options: { config: AppConfig; clock: () => number }) {
  const purge = async (now = new Date(options.clock())) => {
    const days = options.config.trashRetentionDays;
    const records = await purgeTrash(app.db, app.publicImages, days, now);
    return records + (await purgeLibraryTrash(app.db, app.publicImages, days, now));
  };
  app.decorate("trashPurge", { purge });

  let timer: NodeJS.Timeout | undefined;
  const purgeQuietly = () => purge().catch((err) => app.log.warn({ err }, "could not purge the trash"));
  app.addHook("onReady", async () => {
    await purgeQuietly();
    timer = setInterval(purgeQuietly, PURGE_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

export default fp(trashPurge, { name: "trash-purge", dependencies: ["database", "public-images"] });
