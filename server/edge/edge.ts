import type { FastifyServerFactory } from "fastify";
import type { AnswerWatchers } from "../answers/watch.ts";
import type { ResponseCache } from "../cache/response-cache.ts";
import { edgeServer } from "./edge-server.ts";
import { type LaneRoute, type LaneService, RequestLane } from "./request-lane.ts";

export type EdgeOptions = Omit<LaneService, "cache">;

/**
 * Everything that answers before Fastify (ADR 0113): the socket lane reads a kept-alive connection's
 * bytes before Node's HTTP parser, the request lane takes Node's parsed request before Fastify's
 * handler; both send a stored answer of the response cache, and tell the same watchers as Fastify's
 * answers do. Anything they do not answer goes to Node and Fastify untouched.
 */
export type Edge = {
  /** Node's HTTP server with the edge in front of Fastify's handler: Fastify's `serverFactory`. */
  readonly serverFactory: FastifyServerFactory;
  /** A URL Fastify has just answered from the cache, as it was requested: the edge answers it from now on. */
  remember(url: string, route: LaneRoute): void;
  /** Who is told of the edge's answers (app.watchAnswers: the same watchers as Fastify's). */
  reportTo(watchers: AnswerWatchers): void;
  /** From now on every request goes to Fastify, which answers 503 while the server closes. */
  close(): void;
};

export function createEdge(cache: ResponseCache, options: EdgeOptions): Edge {
  const lane = new RequestLane();
  lane.serve({ cache, ...options });
  return {
    serverFactory: edgeServer(lane, { trustProxy: options.trustProxy }),
    remember: (url, route) => lane.remember(url, route),
    reportTo: (watchers) => lane.reportTo(watchers),
    close: () => lane.close(),
  };
}
