import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_MS } from "../../domain/api-keys.ts";
import { genericMessages } from "../../domain/errors.ts";
import { audit, staffOf } from "../engines/audit-trail/record.ts";
import { HttpError } from "../errors/http-error.ts";

/**
 * What every call made with an API key goes through (ADR 0137), after the sessions plugin has
 * resolved the key: a per-key request limit on the shared counters (Redis when set, so several
 * instances do not each allow the limit), and one audit entry per call naming the key, its method,
 * the route pattern and the status (never the body or the query).
 */
async function apiKeyCalls(app: FastifyInstance) {
  const limiter: preHandlerAsyncHookHandler = app.rateLimit({
    max: API_KEY_RATE_LIMIT,
    timeWindow: API_KEY_RATE_WINDOW_MS,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? "none"}`,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, genericMessages.tooManyRequests),
  });

  app.addHook("onRequest", async function limitApiKey(request, reply) {
    if (!request.apiKey) return;
    await limiter.call(this, request, reply);
  });

  // Written before the answer leaves, so a client that reads the audit log next finds its call there.
  app.addHook("onSend", async (request, reply, payload) => {
    const key = request.apiKey;
    if (!key) return payload;
    const route = request.routeOptions.url ?? "(no route)";
    await audit.record(app.db, {
      ...staffOf(request),
      action: "apiCall",
      entity: "apiKey",
      entityId: key.id,
      summary: `${request.method} ${route} → ${reply.statusCode}`,
    });
    return payload;
  });
}

export default fp(apiKeyCalls, { name: "api-key-calls", dependencies: ["sessions", "rate-limits", "database"] });
