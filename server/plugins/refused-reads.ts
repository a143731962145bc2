import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { dataActionPhrase } from "../../domain/access.ts";
import { audit, staffOf } from "../engines/audit-trail/record.ts";
import { isSafeMethod } from "../http/methods.ts";

/** One entry per staff user and route in this window: a screen retrying, or a script, cannot flood the log. */
export const REFUSED_READ_WINDOW_MS = 10 * 60 * 1000;
/** At most this many users and routes remembered; past it the oldest are forgotten. */
const REMEMBERED = 10_000;

/**
 * A staff user's refused (403) read of personal data leaves an audit entry (issue 69), as an API
 * key's every call does (ADR 0137): who tried, which route, which right they lack — never the
 * query or the body. Rate-limited per user and route (REFUSED_READ_WINDOW_MS) in this process;
 * with several instances each may write one per window.
 */
async function refusedReads(app: FastifyInstance, options: { now: () => number }) {
  const lastWritten = new Map<string, number>();

  app.addHook("onSend", async (request, reply, payload) => {
    const refused = request.refusedData;
    const admin = request.admin;
    if (!refused || !admin || request.apiKey || reply.statusCode !== 403 || !isSafeMethod(request.method)) {
      return payload;
    }
    const route = request.routeOptions.url ?? "(no route)";
    const key = `${admin.id} ${request.method} ${route}`;
    const now = options.now();
    const last = lastWritten.get(key);
    if (last !== undefined && now - last < REFUSED_READ_WINDOW_MS) return payload;
    lastWritten.delete(key);
    lastWritten.set(key, now);
    if (lastWritten.size > REMEMBERED) {
      const oldest = lastWritten.keys().next().value;
      if (oldest !== undefined) lastWritten.delete(oldest);
    }
    await audit.record(app.db, {
      ...staffOf(request),
      action: "accessRefused",
      entity: "personalData",
      entityId: null,
      summary: `Refused ${request.method} ${route}: no right to ${dataActionPhrase(refused.area, refused.action)}`,
    });
    return payload;
  });
}

export default fp(refusedReads, { name: "refused-reads", dependencies: ["access-control", "database"] });
