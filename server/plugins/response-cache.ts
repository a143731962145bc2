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
import type { ContentKind } from "../cache/content-kinds.ts";
import { preferredEncoding } from "../cache/encoding.ts";
import { type Claim, type Lookup, ResponseCache } from "../cache/response-cache.ts";
import { apiReadKey } from "../cache/route-key.ts";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.ts";

/** A route whose answer is the same for every anonymous visitor. */
export type CachePolicy = {
  /** The content the answer shows: a committed change to one of them drops it. */
  kinds: readonly ContentKind[];
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
    /** Set when this request produces an answer others may reuse; settled in onSend. */
    cacheClaim: Claim | null;
  }
}

/** Browsers always revalidate (cheap with the ETag); shared caches keep it a minute. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Plenty for every page and read of a large site several times over, and far below the memory budget. */
export const RESPONSE_CACHE_BYTES = 48 * 1024 * 1024;
/** How long a request waits for another one producing the same answer before producing its own. */
const WAIT_LIMIT_MS = 10_000;

/** Credentials make an answer personal (an admin sees inactive items); such requests skip the cache. */
function carriesCredential(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  return request.headers.cookie?.includes(`${SESSION_COOKIE}=`) === true;
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}

const notModifiedHeaders = ["etag", "vary", "cache-control", "content-location", "expires"];

/**
 * A stored answer, straight to the socket: no serialisation, no compression, no further hooks but
 * onResponse (the request log still sees it). HEAD gets the headers alone; a matching
 * If-None-Match gets 304.
 */
function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  verdict: "HIT" | "STALE",
  connection: AnswerHeaders | undefined,
) {
  const variant = answer.variants[preferredEncoding(request.headers["accept-encoding"])];
  reply.hijack();
  const res = reply.raw;
  if (etagMatches(request.headers["if-none-match"], answer.etag)) {
    for (const name of notModifiedHeaders) {
      const value = variant.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    res.writeHead(304, { ...connection, "x-cache": verdict });
    res.end();
    return;
  }
  const headers =
    verdict === "HIT" && !connection ? variant.hitHeaders : { ...variant.headers, ...connection, "x-cache": verdict };
  res.writeHead(answer.status, headers);
  res.end(request.method === "HEAD" ? undefined : variant.body);
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
  maxAgeSeconds: number;
  /** Headers that belong to the connection rather than the answer (HSTS), added to every stored answer sent. */
  connectionHeaders?: (request: FastifyRequest) => AnswerHeaders | undefined;
};

async function responseCache(app: FastifyInstance, options: ResponseCacheOptions) {
  const cache = new ResponseCache({ maxBytes: RESPONSE_CACHE_BYTES, maxAgeMs: options.maxAgeSeconds * 1000 });
  app.decorate("responseCache", cache);
  app.decorateRequest("cacheClaim", null);

  const connectionOf = (request: FastifyRequest) => options.connectionHeaders?.(request);
  const keyOf = (request: FastifyRequest, policy: CachePolicy) =>
    policy.key ? policy.key(request) : apiReadKey(request);

  /** What the cache says about a request, or undefined when it is not the cache's to answer. */
  const lookup = (request: FastifyRequest): Lookup | undefined => {
    const policy = request.routeOptions.config.cache;
    if (!policy || !cache.enabled || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
    if (carriesCredential(request)) return undefined;
    const key = keyOf(request, policy);
    return key === undefined ? undefined : cache.lookup(key);
  };

  app.decorate("sendLastKnown", (request: FastifyRequest, reply: FastifyReply) => {
    const policy = request.routeOptions.config.cache;
    if (!policy || (request.method !== "GET" && request.method !== "HEAD") || carriesCredential(request)) return false;
    const key = keyOf(request, policy);
    const answer = key === undefined ? undefined : cache.lastKnown(key);
    if (!answer) return false;
    request.cacheClaim?.settle();
    sendStored(request, reply, answer, "STALE", connectionOf(request));
    return true;
  });

  // A callback hook, not an async one: a hit is answered in the same tick, without a promise.
  app.addHook("onRequest", (request, reply, done) => {
    const found = lookup(request);
    if (found === undefined) return done();
    if (found.kind === "hit") return sendStored(request, reply, found.answer, "HIT", connectionOf(request));
    if (found.kind === "miss") {
      request.cacheClaim = found.claim;
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
    if (!claim) return tagged(request, reply, payload);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", PUBLIC_CACHE_CONTROL);
    const answer = await buildAnswer(200, storableHeaders(reply.getHeaders()), Buffer.from(payload));
    // An answer marked no-store (a page rendered with a block it could not read) is sent, not kept.
    const keep = !reply.hasHeader("set-cookie") && !/\bno-store\b/.test(String(reply.getHeader("cache-control")));
    const stored = keep && cache.store(claim, answer, policy.kinds);
    claim.settle(stored ? answer : undefined);
    if (stored) {
      withBestBrotli(answer)
        .then((better) => cache.improve(claim.key, answer, better))
        .catch((error: unknown) => request.log.warn({ code: (error as { code?: unknown }).code }, "brotli failed"));
    }
    const variant = answer.variants[preferredEncoding(request.headers["accept-encoding"])];
    reply.headers(variant.headers).header("x-cache", "MISS");
    if (etagMatches(request.headers["if-none-match"], answer.etag)) return notModified(reply);
    return variant.body;
  });

  // A claim whose request ended without reaching onSend (aborted, failed) must not keep others waiting.
  const settle = async (request: FastifyRequest) => request.cacheClaim?.settle();
  app.addHook("onResponse", settle);
  app.addHook("onRequestAbort", settle);
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
  if (!carriesCredential(request)) reply.header("cache-control", PUBLIC_CACHE_CONTROL);
  if (!etagMatches(request.headers["if-none-match"], etag)) return payload;
  return notModified(reply);
}

export default fp(responseCache, { name: "response-cache" });
