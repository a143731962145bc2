import { setTimeout } from "node:timers/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { genericMessages } from "../../../domain/errors.ts";
import { healthMessages } from "../../../domain/health.ts";
import type { AppConfig } from "../../config.ts";

const state = z.enum(["ok", "down"]);
/** Redis and the bucket are reported only when configured (docs/api.md "Running several instances"). */
const dependencies = { db: state, redis: state.optional(), storage: state.optional() };
/**
 * "degraded": Redis or the bucket is away, which the site outlives (ADR 0268): still 200, so a
 * balancer keeps the instance (every instance shares the loss), with a warning per service away.
 */
const healthy = z.object({
  success: z.literal(true),
  status: z.enum(["ok", "degraded"]),
  ...dependencies,
  warnings: z.array(z.string()).optional(),
});
const unhealthy = z.object({
  success: z.literal(false),
  status: z.literal("unavailable"),
  ...dependencies,
  message: z.string(),
  error: z.string(),
});
/** The instance is shutting down: nothing else is asked (ADR 0266). */
const draining = z.object({
  success: z.literal(false),
  status: z.literal("draining"),
  message: z.literal(healthMessages.draining),
  error: z.literal(healthMessages.draining),
});

/** A load balancer asks often and waits little: health answers within this, whatever a dependency does. */
const HEALTH_BOUND_MS = 1000;

/** "ok" when the check settles within the bound, else "down". */
async function probe(check: () => Promise<unknown>): Promise<"ok" | "down"> {
  const timer = new AbortController();
  const late = setTimeout(HEALTH_BOUND_MS, "down" as const, { signal: timer.signal }).catch(() => "down" as const);
  try {
    return await Promise.race([
      check().then(
        () => "ok" as const,
        () => "down" as const,
      ),
      late,
    ]);
  } finally {
    timer.abort();
  }
}

/** A key no file is stored under: asking for it exercises the bucket without reading anything. */
const PROBE_KEY = "health/probe";

export const healthRoutes: FastifyPluginAsyncZod<{ config: Pick<AppConfig, "storage"> }> = async (app, { config }) => {
  const redis = app.redis;
  app.get(
    "/health",
    {
      config: { access: access.public },
      schema: {
        tags: ["operations"],
        summary: "Liveness, and a check of each configured dependency (database, Redis, bucket)",
        response: { 200: healthy, 503: z.union([unhealthy, draining]) },
      },
    },
    async (request, reply) => {
      // Told to stop (SIGTERM): a balancer asking now sends the next visitors elsewhere (ADR 0266).
      if (app.draining) {
        const message = healthMessages.draining;
        return reply
          .status(503)
          .send({ success: false as const, status: "draining" as const, message, error: message });
      }
      const [db, redisState, storage] = await Promise.all([
        probe(() => app.database.ping()),
        redis ? probe(() => redis.ping()) : undefined,
        config.storage.driver === "s3" ? probe(() => app.publicFiles.exists(PROBE_KEY)) : undefined,
      ]);
      const report = { db, redis: redisState, storage };
      if (db === "ok") {
        const warnings = [
          ...(redisState === "down" ? [healthMessages.redisDown] : []),
          ...(storage === "down" ? [healthMessages.storageDown] : []),
        ];
        if (warnings.length === 0) return { success: true as const, status: "ok" as const, ...report };
        request.log.warn({ ...report, warnings }, "health check: a service is away; the site serves without it");
        return { success: true as const, status: "degraded" as const, ...report, warnings };
      }
      request.log.warn(report, "health check: a dependency is unavailable");
      const message = genericMessages.databaseDown;
      return reply.status(503).send({
        success: false as const,
        status: "unavailable" as const,
        ...report,
        message,
        error: message,
      });
    },
  );
};
