import type { IncomingHttpHeaders } from "node:http";
import { setTimeout as setTimeoutPromise } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  type AnswerHeaders,
  buildAnswer,
  type CachedAnswer,
  etagOf,
  storableHeaders,
  withBestBrotli,
} from "../cache/cached-answer.ts";
import type { ShownKind } from "../cache/content-kinds.ts";
import { preferredEncoding } from "../cache/encoding.ts";
import { type Claim, type Lookup, ResponseCache } from "../cache/response-cache.ts";
import { apiReadKey } from "../cache/route-key.ts";
import type { Edge } from "../edge/edge.ts";
import { etagMatches, writeStored } from "../edge/send-answer.ts";
import { presentsCredential } from "./sessions.ts";

/** A route whose answer is the same for every anonymous visitor. */
export type CachePolicy = {
  /** The content the answer shows: a committed change to one of them drops it. */
  kinds: readonly ShownKind[];
  /**
   * The request's cache key, or undefined to leave it uncached. By default the route's pattern, its
   * params and only the query parameters its schema declares, so other parameters share the entry.
   */
  key?: (request: FastifyRequest) => string | undefined;
};

declare module "fastify" {
  interface FastifyContextConfig {
    cache?: CachePolicy;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
    /**
     * Answers a cacheable anonymous request with the last answer stored for it, marked
     * `x-cache: STALE`, when it can't be produced now (a service is down); false when there is none.
     */
    sendLastKnown(request: FastifyRequest, reply: FastifyReply): boolean;
  }
  interface FastifyRequest {
    /** Set when this request produces an answer others may reuse; settled in onResponse. */
    cacheClaim: Claim | null;
    /** The answer this request produced for its claim, stored in onResponse if its final headers allow. */
    cacheAnswer: CachedAnswer | null;
    /**
     * The key this request was looked up under, as it arrived: validation later coerces and fills in
     * its query (`?page=2` becomes a number, an absent `sort` its default), which must not change it.
     */
    cacheKey: string | null;
  }
}

/** Browsers always revalidate (cheap with the ETag); shared caches keep it a minute. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Plenty for every page and read of a large site several times over, and far below the memory budget. */
export const RESPONSE_CACHE_BYTES = 48 * 1024 * 1024;
/** How long a request waits for another one producing the same answer before producing its own. */
const WAIT_LIMIT_MS = 10_000;

/**
 * Credentials make an answer personal (an admin sees inactive items); such requests skip the cache.
 * Read exactly as the session plugin reads them (`ds_session\t=…` is a session cookie to both).
 */
export function carriesCredential(headers: IncomingHttpHeaders): boolean {
  return presentsCredential(headers);
}

/**
 * Whether an answer, as it finally left (every onSend hook run, whatever their order), may be kept
 * for everyone: not for a caller who presented a credential, and never one marked `no-store` or
 * `private`, or setting a cookie.
 */
function keepable(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.credential !== null || reply.hasHeader("set-cookie")) return false;
  return !/\b(?:no-store|private)\b/i.test(String(reply.getHeader("cache-control") ?? ""));
}

/** A stored answer, straight to the socket; no further hooks but onResponse (the request log sees it). */
function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  verdict: "HIT" | "STALE",
  connection: AnswerHeaders | undefined,
) {
  reply.hijack();
  writeStored(request.raw, reply.raw, answer, verdict, connection);
}

async function awaitWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  const timeout = new AbortController();
  const expired = setTimeoutPromise(ms, undefined, { signal: timeout.signal }).catch(() => undefined);
  try {
    return await Promise.race([promise, expired]);
  } finally {
    timeout.abort();
  }
}

/**
 * Serves public pages and API reads from memory, compressed once per answer (docs/decisions/0046):
 * the first hook of every request, before sessions or the database are touched. A miss runs the
 * route as usual and its answer is stored on the way out.
 */
export type ResponseCacheOptions = {
  cache: ResponseCache;
  /** Headers that belong to the connection rather than the answer (HSTS), added to every stored answer sent. */
  connectionHeaders?: (client: { protocol: string }) => AnswerHeaders | undefined;
  /** Where repeated reads of stored answers are served before Fastify sees them. */
  edge?: Pick<Edge, "remember">;
  trustProxy?: boolean;
  /**
   * Whether the database is held to be down (ADR 0147): then a request with a stored answer gets it
   * at once, marked stale, rather than running its route only to have its statements refused.
   */
  databaseDown?: () => boolean;
};

/** The response cache every instance makes: RESPONSE_CACHE_BYTES, answers fresh for `maxAgeSeconds`. */
export const responseCacheFor = (maxAgeSeconds: number) =>
  new ResponseCache({ maxBytes: RESPONSE_CACHE_BYTES, maxAgeMs: maxAgeSeconds * 1000 });

async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
  const cache = options.cache;
  app.decorate("responseCache", cache);
  app.decorateRequest("cacheClaim", null);
  app.decorateRequest("cacheAnswer", null);
  app.decorateRequest("cacheKey", null);

  const connectionOf = (request: FastifyRequest) => options.connectionHeaders?.(request);
  const routeKeyOf = (request: FastifyRequest, policy: CachePolicy) =>
    policy.key ? policy.key(request) : apiReadKey(request);
  // Behind a trusted proxy the scheme it reports (X-Forwarded-Proto) changes a page's policy
  // (upgrade-insecure-requests): it is part of the key, so one scheme's answer never reaches the other.
  const keyOf = options.trustProxy
    ? (request: FastifyRequest, policy: CachePolicy) => {
        const key = routeKeyOf(request, policy);
        return key === undefined ? undefined : `${key}#${request.protocol}`;
      }
    : routeKeyOf;

  /** What the cache says about a request, or undefined when it is not the cache's to answer. */
  const lookup = (request: FastifyRequest): { key: string; found: Lookup } | undefined => {
    const policy = request.routeOptions.config.cache;
    if (!policy || !cache.enabled || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
    if (carriesCredential(request.headers)) return undefined;
    const key = keyOf(request, policy);
    return key === undefined ? undefined : { key, found: cache.lookup(key) };
  };

  app.decorate("sendLastKnown", (request: FastifyRequest, reply: FastifyReply) => {
    const answer = request.cacheKey === null ? undefined : cache.lastKnown(request.cacheKey);
    if (!answer) return false;
    request.cacheClaim?.settle();
    sendStored(request, reply, answer, "STALE", connectionOf(request));
    return true;
  });

  // The edge answers a URL once Fastify has answered it from the cache.
  const edge = options.edge;
  const remember = (request: FastifyRequest, key: string) =>
    edge?.remember(request.url, { key, protocol: request.protocol, routeOptions: request.routeOptions });

  // A callback hook, not an async one: a hit is answered in the same tick, without a promise.
  app.addHook("onRequest", (request, reply, done) => {
    const looked = lookup(request);
    if (looked === undefined) return done();
    const { key, found } = looked;
    request.cacheKey = key;
    if (found.kind === "hit") {
      remember(request, key);
      return sendStored(request, reply, found.answer, "HIT", connectionOf(request));
    }
    const lastKnown = options.databaseDown?.() ? cache.lastKnown(key) : undefined;
    if (lastKnown) {
      if (found.kind === "miss") found.claim.settle();
      return sendStored(request, reply, lastKnown, "STALE", connectionOf(request));
    }
    if (found.kind === "miss") {
      // A HEAD has no body to keep (a page renders none for it): it never makes the answer others get.
      if (request.method === "HEAD") found.claim.settle();
      else request.cacheClaim = found.claim;
      return done();
    }
    awaitWithin(found.answer, WAIT_LIMIT_MS).then((answer) => {
      if (answer) sendStored(request, reply, answer, "HIT", connectionOf(request));
      else done();
    }, done);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const policy = request.routeOptions.config.cache;
    if (!policy) return payload;
    const claim = request.cacheClaim;
    const cacheable = reply.statusCode === 200 && (typeof payload === "string" || Buffer.isBuffer(payload));
    if (!cacheable) {
      claim?.settle();
      return payload;
    }
    if (!claim) return request.method === "HEAD" && payload.length === 0 ? payload : tagged(request, reply, payload);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PUBLIC_CACHE_CONTROL);
    const answer = await buildAnswer(200, storableHeaders(reply.getHeaders()), Buffer.from(payload));
    // Stored (or not) in onResponse, once every onSend hook has had its say on the headers.
    request.cacheAnswer = answer;
    const variant = answer.variants[preferredEncoding(request.headers["accept-encoding"])];
    reply.headers(variant.headers).header("x-cache", "MISS");
    if (etagMatches(request.headers["if-none-match"], answer.etag)) return notModified(reply);
    return variant.body;
  });

  // The answer is kept only as it finally left: an answer another hook marked no-store or private (a
  // page rendered with a block it could not read, a signed-in caller, the back office) is sent, not kept.
  // A claim whose request ended without an answer (aborted, failed) must not keep others waiting.
  app.addHook("onResponse", async (request, reply) => {
    const claim = request.cacheClaim;
    const answer = request.cacheAnswer;
    const policy = request.routeOptions.config.cache;
    if (!claim) return;
    const stored =
      answer !== null && policy !== undefined && keepable(request, reply) && cache.store(claim, answer, policy.kinds);
    claim.settle(stored ? answer : undefined);
    if (!stored) return;
    withBestBrotli(answer)
      .then((better) => cache.improve(claim.key, answer, better))
      .catch((error: unknown) => request.log.warn({ code: (error as { code?: unknown }).code }, "brotli failed"));
  });
  app.addHook("onRequestAbort", async (request) => request.cacheClaim?.settle());
}

function notModified(reply: FastifyReply) {
  reply.code(304);
  for (const name of ["content-type", "content-length", "content-encoding"]) reply.removeHeader(name);
  return "";
}

/**
 * An answer of a cacheable route that is not stored (a signed-in caller, or the cache is off): the
 * same validator and 304; shared caches may keep it only when it is anonymous (a signed-in caller's
 * answer gets `no-store` from the security headers); compression is left to the compression plugin.
 */
function tagged(request: FastifyRequest, reply: FastifyReply, payload: string | Buffer) {
  const etag = etagOf(payload);
  reply.header("etag", etag);
  // A handler's own policy stands: React Router's route manifest is immutable for its build's version,
  // and revalidating it in the background held a connection open for half a minute in Chromium.
  if (request.credential === null && !carriesCredential(request.headers) && !reply.hasHeader("cache-control")) {
    reply.header("cache-control", PUBLIC_CACHE_CONTROL);
  }
  if (!etagMatches(request.headers["if-none-match"], etag)) return payload;
  return notModified(reply);
}

export default fp(responseCache, { name: "response-cache" });
