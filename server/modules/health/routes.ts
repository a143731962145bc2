import { setTimeout } from "node:timers/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { genericMessages } from "../../../domain/errors.ts";

const healthy = z.object({ success: z.literal(true), status: z.literal("ok"), db: z.literal("ok") });
const unhealthy = z.object({
  success: z.literal(false),
  status: z.literal("unavailable"),
  db: z.literal("down"),
  message: z.string(),
  error: z.string(),
});

/** A load balancer asks often and waits little: health answers within this, whatever the database does. */
const HEALTH_BOUND_MS = 1000;

async function withinHealthBound(check: Promise<void>) {
  const timer = new AbortController();
  const late = setTimeout(HEALTH_BOUND_MS, undefined, { signal: timer.signal }).then(() => {
    throw new Error("the database did not answer within the health bound");
  });
  try {
    await Promise.race([check, late]);
  } finally {
    timer.abort();
    late.catch(() => {});
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { access: access.public },
      schema: {
        tags: ["operations"],
        summary: "Liveness and database check",
        response: { 200: healthy, 503: unhealthy },
      },
    },
    async (request, reply) => {
      try {
        await withinHealthBound(app.database.ping());
        return { success: true as const, status: "ok" as const, db: "ok" as const };
      } catch (err) {
        request.log.warn({ err }, "health check: database unreachable");
        return reply.status(503).send({
          success: false as const,
          status: "unavailable" as const,
          db: "down" as const,
          message: genericMessages.databaseDown,
          error: genericMessages.databaseDown,
        });
      }
    },
  );
};
