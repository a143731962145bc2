import rateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { genericMessages } from "../../domain/errors.ts";
import { rateLimitStore } from "../counters/rate-limit-store.ts";
import { HttpError } from "../errors/http-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Rate-limit options for one public write (contact, newsletter, career, …): PUBLIC_WRITE_LIMIT
     * per IP per PUBLIC_WRITE_WINDOW_S. Use as a route's `config.rateLimit`, or wrap with
     * `app.rateLimit(...)` to get an onRequest hook (e.g. for React Router form posts).
     */
    publicWriteLimit(write: string): RateLimitOptions;
  }
}

export type RateLimitSettings = { publicWriteLimit: number; publicWriteWindowSeconds: number };

const tooManyRequests = (_request: FastifyRequest, context: { statusCode: number }) =>
  new HttpError(context.statusCode, genericMessages.tooManyRequests);

/**
 * @fastify/rate-limit without a global limit: routes opt in. Keys are the caller's IP plus a fixed
 * name per write, never the URL, so changing the path's case, adding a slash or a query string
 * does not open a fresh budget.
 */
async function rateLimits(app: FastifyInstance, settings: RateLimitSettings) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: tooManyRequests,
    // Counted in Redis when there is one, so N instances do not allow N times the limit; while it is
    // away, by the instance alone, never not at all (ADR 0268).
    store: rateLimitStore(app.counters.limits),
  });
  app.decorate(
    "publicWriteLimit",
    (write: string): RateLimitOptions => ({
      max: settings.publicWriteLimit,
      timeWindow: settings.publicWriteWindowSeconds * 1000,
      keyGenerator: (request) => `public-write:${write}:${request.ip}`,
      errorResponseBuilder: tooManyRequests,
    }),
  );
}

export default fp(rateLimits, { name: "rate-limits", dependencies: ["shared-counters"] });
