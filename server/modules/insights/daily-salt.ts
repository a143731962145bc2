import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { DAY_MS, isoDay } from "./days.ts";

/**
 * The secret mixed into a visitor's hash (ADR 0080): a new random one each day, held in memory (or
 * Redis) only, never written to the database, and forgotten once its day is over, so a day's hashes
 * can never be linked to another day's or traced back to an address.
 */
export interface DailySalt {
  /** The salt of `day` (days since 1970-01-01, UTC), or undefined while it is not known here. */
  saltFor(day: number): string | undefined;
  /** Makes today's and tomorrow's salts known and forgets older ones; never throws. */
  refresh(now: number): Promise<void>;
}

const newSalt = () => randomBytes(24).toString("base64");

/** One process: the salt is made on first use of its day. */
export class ProcessSalt implements DailySalt {
  readonly #salts = new Map<number, string>();

  saltFor(day: number): string {
    let salt = this.#salts.get(day);
    if (salt === undefined) {
      salt = newSalt();
      this.#salts.set(day, salt);
    }
    return salt;
  }

  async refresh(now: number): Promise<void> {
    const today = Math.floor(now / DAY_MS);
    for (const day of this.#salts.keys()) if (day < today) this.#salts.delete(day);
  }
}

/** How long after its day a shared salt lingers in Redis, for instances whose clocks run a little late. */
const GRACE_MS = 5 * 60 * 1000;

/**
 * Several instances: the first to need a day's salt sets it in Redis (`SET NX`, expiring minutes
 * after the day ends) and every instance reads that one, so a visitor hashes the same on each.
 * Requests never wait for Redis: the salt is fetched ahead, today's and tomorrow's at every flush.
 */
export class SharedSalt implements DailySalt {
  readonly #salts = new Map<number, string>();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: unknown) => void,
  ) {}

  saltFor(day: number): string | undefined {
    return this.#salts.get(day);
  }

  async refresh(now: number): Promise<void> {
    const today = Math.floor(now / DAY_MS);
    for (const day of this.#salts.keys()) if (day < today) this.#salts.delete(day);
    for (const day of [today, today + 1]) {
      if (this.#salts.has(day)) continue;
      try {
        const key = `analytics:salt:${isoDay(day)}`;
        await this.redis.set(key, newSalt(), "PX", (day + 1) * DAY_MS + GRACE_MS - now, "NX");
        const salt = await this.redis.get(key);
        if (salt) this.#salts.set(day, salt);
      } catch (error) {
        this.onError(error);
        return;
      }
    }
  }
}
