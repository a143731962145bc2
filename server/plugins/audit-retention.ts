import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { pruneAuditLog } from "../modules/audit/retention.ts";
import { runPeriodically } from "./run-periodically.ts";

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
  runPeriodically(app, PRUNE_INTERVAL_MS, () => prune(), "could not prune old audit entries");
}

export default fp(auditRetention, { name: "audit-retention", dependencies: ["database"] });
