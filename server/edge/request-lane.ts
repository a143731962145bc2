import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { performance } from "node:perf_hooks";
import type { AnsweredReply, AnsweredRequest, AnswerWatchers } from "../answers/watch.ts";
import type { AnswerHeaders, CachedAnswer } from "../cache/cached-answer.ts";
import type { ResponseCache } from "../cache/response-cache.ts";
import { type RawClient, rawClient } from "./raw-client.ts";
import { writeStored } from "./send-answer.ts";

/** What the lane reads of a request, whether Node parsed it (IncomingMessage) or the socket lane did. */
export type LaneRequest = {
  readonly method?: string;
  readonly url?: string;
  readonly headers: IncomingHttpHeaders;
  readonly socket: Socket;
};

/** A stored answer the lane may send, with what its watchers and its per-transfer headers need. */
export type LaneAnswer = {
  readonly route: LaneRoute;
  readonly answer: CachedAnswer;
  readonly client: RawClient;
  /** Headers of the connection rather than the answer (HSTS), when there are any. */
  readonly connection: AnswerHeaders | undefined;
};

/**
 * A URL Fastify has answered from the cache: its key, its route as watchers read it, and the scheme
 * it was asked over (behind a trusted proxy the key holds it: another scheme is Fastify's to answer).
 */
export type LaneRoute = { key: string; protocol: string; routeOptions: AnsweredRequest["routeOptions"] };

export type LaneService = {
  cache: ResponseCache;
  trustProxy: boolean;
  /** Whether the request carries a credential (its answer would be personal). */
  carriesCredential(headers: IncomingHttpHeaders): boolean;
  /** Headers of the connection rather than the answer (HSTS). */
  connectionHeaders(client: { protocol: string }): AnswerHeaders | undefined;
};

/** URLs remembered at most; past it the oldest go (they come back on their next answer from Fastify). */
export const LANE_URLS = 4096;

/**
 * The way a repeated anonymous read of a cached answer takes (ADR 0046): answered as the request
 * arrives, before Fastify builds a request, a reply and a logger for it, routes it and runs its hooks.
 * It only serves a URL exactly as Fastify already answered it from the cache (so the route, its key
 * and every check before the cache are Fastify's), only while that answer is fresh, and only to
 * callers without a credential; anything else, and anything it is unsure of, goes to Fastify
 * untouched. The watchers that every answer passes (request log, page views) see these answers too.
 */
export class RequestLane {
  readonly #routes = new Map<string, LaneRoute>();
  #watchers: AnswerWatchers | undefined;
  #service: LaneService | undefined;
  #closing = false;

  /** Turns the lane on, over this cache. */
  serve(service: LaneService) {
    this.#service = service;
  }

  /** Who is told of the lane's answers: the same watchers Fastify's answers go to. */
  reportTo(watchers: AnswerWatchers) {
    this.#watchers = watchers;
  }

  get size(): number {
    return this.#routes.size;
  }

  remembers(url: string): boolean {
    return this.#routes.has(url);
  }

  /** A URL just answered from the cache by Fastify, as it was requested. */
  remember(url: string, route: LaneRoute) {
    if (!url.startsWith("/") || this.#routes.get(url)?.key === route.key) return;
    if (this.#routes.size >= LANE_URLS) this.#routes.delete(this.#routes.keys().next().value ?? "");
    this.#routes.set(url, route);
  }

  /** From now on every request goes to Fastify, which answers 503 while the server closes. */
  close() {
    this.#closing = true;
  }

  /**
   * The answer the lane may send for a request: only a fresh stored answer, for an anonymous GET or
   * HEAD of a URL exactly as Fastify answered it from the cache; else undefined (Fastify answers).
   */
  find(request: LaneRequest): LaneAnswer | undefined {
    const service = this.#service;
    const { method, url } = request;
    if (service === undefined || this.#closing || (method !== "GET" && method !== "HEAD") || url === undefined) {
      return undefined;
    }
    const route = this.#routes.get(url);
    if (route === undefined || service.carriesCredential(request.headers)) return undefined;
    const client = rawClient(request, service.trustProxy);
    if (service.trustProxy && client.protocol !== route.protocol) return undefined;
    const answer = service.cache.peek(route.key);
    if (answer === undefined) return undefined;
    return { route, answer, client, connection: service.connectionHeaders(client) };
  }

  /** Tells every watcher (request log, page views, access log) of an answer the lane has sent. */
  sent(request: LaneRequest, found: LaneAnswer, statusCode: number, startedAt: number) {
    const watchers = this.#watchers;
    if (watchers === undefined || watchers.none) return;
    watchers.tell(
      new LaneAnswered(request, found),
      new LaneReply(found.answer, statusCode, performance.now() - startedAt),
    );
  }

  /** Answers a request Node has parsed from memory when it can; false leaves it to Fastify, untouched. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const startedAt = performance.now();
    const found = this.find(req);
    if (found === undefined) return false;
    const statusCode = writeStored(req, res, found.answer, "HIT", found.connection);
    this.sent(req, found, statusCode, startedAt);
    return true;
  }
}

/** A request the lane answered, as watchers read it (a class: one is made per answer, cheaply). */
class LaneAnswered implements AnsweredRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly socket: Socket;
  readonly admin = null;
  readonly routeOptions: LaneRoute["routeOptions"];

  constructor(
    request: LaneRequest,
    private readonly found: LaneAnswer,
  ) {
    this.method = request.method ?? "GET";
    this.url = request.url ?? "/";
    this.headers = request.headers;
    this.socket = request.socket;
    this.routeOptions = found.route.routeOptions;
  }

  get ip() {
    return this.found.client.ip;
  }

  get host() {
    return this.found.client.host;
  }
}

/** …and its answer: the stored answer's own headers (those written per transfer are asked for by no watcher). */
class LaneReply implements AnsweredReply {
  constructor(
    private readonly answer: CachedAnswer,
    readonly statusCode: number,
    readonly elapsedTime: number,
  ) {}

  getHeader(name: string): unknown {
    return this.answer.variants.identity.headers[name.toLowerCase()];
  }
}
