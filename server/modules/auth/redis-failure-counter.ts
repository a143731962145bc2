import type { Redis } from "ioredis";
import type { FailureCounter } from "./failure-counter.ts";

/** Adds one and starts the window with the first failure, in one step whoever else counts. */
const INCREMENT = `local count = redis.call("INCR", KEYS[1])
if count == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
return {count, redis.call("PTTL", KEYS[1])}`;

/** Windows kept in Redis, so every instance counts the same sign-in failures (or public writes). */
export class RedisFailureCounter implements FailureCounter {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    private readonly namespace = "login-failures:",
  ) {}

  private key(key: string) {
    return `${this.namespace}${key}`;
  }

  async read(key: string) {
    const [count, ttl] = await Promise.all([this.redis.get(this.key(key)), this.redis.pttl(this.key(key))]);
    if (count === null || ttl <= 0) return null;
    return { count: Number(count), resetAt: this.now() + ttl };
  }

  async increment(key: string, windowMs: number) {
    const answer = await this.redis.eval(INCREMENT, 1, this.key(key), String(windowMs));
    const [count, ttl] = Array.isArray(answer) ? answer.map(Number) : [Number.NaN, Number.NaN];
    if (!Number.isFinite(count) || !Number.isFinite(ttl)) throw new Error("unexpected answer from Redis to INCR");
    return { count, resetAt: this.now() + Math.max(ttl, 0) };
  }

  async reset(key: string) {
    await this.redis.del(this.key(key));
  }
}
