import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FailureCounter } from "../modules/auth/failure-counter.ts";

/**
 * @fastify/rate-limit's store over our own window counters, so the public write and API-key limits
 * count in Redis and fall back to the instance's own counters as the sign-in lockout does (ADR 0268).
 * Every limit's key names the limit itself (`public-write:contact:<ip>`, `api-key:<id>`), so a route
 * needs no store of its own: `child` is the same store.
 */
export function rateLimitStore(counter: FailureCounter, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.increment(key, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: Math.max(window.resetAt - now(), 0) }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}
