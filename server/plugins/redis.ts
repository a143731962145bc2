import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { AppConfig } from "../config.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The shared Redis when REDIS_URL is set (docs/api.md "Running several instances"), else null. */
    redis: Redis | null;
  }
}

/** A command Redis has not answered by then fails instead of holding the request. */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * One client per instance. Commands never wait in an offline queue: while Redis is away they fail at
 * once (the request gets an error answer, not a hang) and the client reconnects by itself.
 */
async function redis(app: FastifyInstance, options: { config: Pick<AppConfig, "redisUrl" | "redisKeyPrefix"> }) {
  const { redisUrl, redisKeyPrefix } = options.config;
  if (!redisUrl) {
    app.decorate("redis", null);
    return;
  }
  const client = new Redis(redisUrl, {
    keyPrefix: redisKeyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Connection errors are retried by the client; each failed command is reported by its request.
  client.on("error", (error: NodeJS.ErrnoException) => app.log.warn({ code: error.code }, "redis connection problem"));
  await client.connect().catch((error: NodeJS.ErrnoException) => {
    app.log.error({ code: error.code }, "redis is not reachable at start; retrying in the background");
  });
  app.decorate("redis", client);
  app.addHook("onClose", async () => {
    client.disconnect();
  });
}

export default fp(redis, { name: "redis" });
