import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * One line per answer at debug level (LOG_LEVEL=debug), for following a session by hand: Fastify's
 * answers and those the edge sends before Fastify sees the request alike. At info, the default,
 * requests are not logged: at thousands per second the lines would cost more than the answers. The
 * path is logged without its query string, which may carry secrets.
 */
async function accessLog(app: FastifyInstance) {
  if (app.log.level !== "debug" && app.log.level !== "trace") return;
  app.watchAnswers((request, reply) => {
    const path = request.url.split("?", 1)[0];
    app.log.debug(
      { method: request.method, path, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request completed",
    );
  });
}

export default fp(accessLog, { name: "access-log", dependencies: ["answer-watchers"] });
