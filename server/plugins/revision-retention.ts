import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import { pruneRevisionHistory } from "../engines/content-writes/retention.ts";
import { runPeriodically } from "./run-periodically.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Prunes the revisions past REVISION_RETENTION_DAYS / REVISION_KEEP as of `now` (the app's clock). */
    revisionHistory: { prune(now?: Date): Promise<number | null> };
  }
}

const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Prunes old revisions at start and every few hours after; one instance at a time does it (ADR 0118). */
async function revisionRetention(app: FastifyInstance, options: { config: AppConfig; now: () => number }) {
  const prune = (now = new Date(options.now())) =>
    pruneRevisionHistory(app.db, app.publicImages, options.config.revisionRetention, now);
  app.decorate("revisionHistory", { prune });
  runPeriodically(app, PRUNE_INTERVAL_MS, () => prune(), "could not prune old revisions");
}

export default fp(revisionRetention, { name: "revision-retention", dependencies: ["database", "public-images"] });
