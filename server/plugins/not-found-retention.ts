import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NOT_FOUND_RETENTION_DAYS } from "../../domain/redirects.ts";
import { pruneNotFoundLog } from "../modules/redirects/not-found-retention.ts";
import { runPeriodically } from "./run-periodically.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Prunes the 404 log's addresses not seen for NOT_FOUND_RETENTION_DAYS as of `now` (the app's clock). */
    notFoundLog: { prune(now?: Date): Promise<number> };
  }
}

const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Removes the 404 log's stale addresses at start and once a day after (ADR 0170). */
async function notFoundRetention(app: FastifyInstance, options: { now: () => number }) {
  const prune = (now = new Date(options.now())) => pruneNotFoundLog(app.db, NOT_FOUND_RETENTION_DAYS, now);
  app.decorate("notFoundLog", { prune });
  runPeriodically(app, PRUNE_INTERVAL_MS, () => prune(), "could not prune the 404 log");
}

export default fp(notFoundRetention, { name: "not-found-retention", dependencies: ["database"] });
