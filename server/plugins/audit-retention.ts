import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { pruneAuditLog } from "../modules/audit/retention.ts";

declare module "fastify" {
  interface FastifyInstance {
    auditLog: { prune(now?: Date): Promise<number> };
  }
}

const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Removes audit entries older than AUDIT_RETENTION_DAYS at start and every few hours after. */
async function auditRetention(app: FastifyInstance, options: { config: AppConfig }) {
  const prune = (now?: Date) => pruneAuditLog(app.db, options.config.auditRetentionDays, now);
  app.decorate("auditLog", { prune });

  let timer: NodeJS.Timeout | undefined;
  const pruneQuietly = () => prune().catch((err) => app.log.warn({ err }, "could not prune old audit entries"));
  app.addHook("onReady", async () => {
    await pruneQuietly();
    timer = setInterval(pruneQuietly, PRUNE_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

export default fp(auditRetention, { name: "audit-retention", dependencies: ["database"] });
