import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { ResumeRemovals } from "../modules/applications/resume-removals.ts";
import { pruneApplications } from "../modules/applications/retention.ts";
import { runPeriodically } from "./run-periodically.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Removes the files of deleted applications after their rows' transaction commits (ADR 0084). */
    resumeRemovals: ResumeRemovals;
    applicationRetention: { prune(now?: Date): Promise<number> };
  }
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes job applications older than APPLICATION_RETENTION_DAYS, with their resumes, at start and
 * every hour after; each pass also retries resume files an earlier delete could not remove.
 */
async function applicationRetention(app: FastifyInstance, options: { config: AppConfig }) {
  const resumes = new ResumeRemovals(app.db, app.privateFiles, app.log);
  const prune = (now?: Date) => pruneApplications(app.db, resumes, options.config.applicationRetentionDays, now);
  app.decorate("resumeRemovals", resumes);
  app.decorate("applicationRetention", { prune });
  runPeriodically(app, PRUNE_INTERVAL_MS, () => prune(), "could not prune old job applications");
}

export default fp(applicationRetention, { name: "application-retention", dependencies: ["database", "uploads"] });
