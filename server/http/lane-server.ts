import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";
import type { HitLane } from "../cache/hit-lane.ts";

/**
 * The HTTP server Fastify would make (same timeouts), with the hit lane in front of Fastify's
 * handler: a request the lane answers never reaches Fastify (ADR 0046).
 */
export function serverWithLane(lane: HitLane): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      try {
        if (lane.answer(req, res)) return;
      } catch {
        // Nothing is lost when the lane fails before writing: Fastify answers instead.
        if (res.headersSent) return void res.destroy();
      }
      handler(req, res);
    });
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    if (Number(options.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    return server;
  };
}
