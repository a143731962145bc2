import type { Redis } from "ioredis";
import { isoDay } from "./days.ts";

/**
 * A day's visitors, all of them or those of one source ('' for direct visits). `mode` says how the
 * count meets the stored one: `add` (new visitors since the last flush) or `atLeast` (the day's
 * whole count so far, from Redis).
 */
export type VisitorCount = { day: number; source: string | null; visitors: number };
export type VisitorCounts = { mode: "add" | "atLeast"; counts: VisitorCount[] };

/**
 * Counts distinct visitor hashes per day without keeping them beyond it (ADR 0080). `add` runs on
 * the request path and must stay cheap and synchronous; `drain` runs at each flush.
 */
export interface UniqueVisitors {
  /** One page view's visitor; `source` is the source of a visit's first page, null for later pages. */
  add(day: number, hash: string, source: string | null): void;
  drain(today: number): Promise<VisitorCounts>;
}

/** A day of one process holds at most this many hashes (~100 bytes each); past it, visitors go uncounted. */
const MAX_HASHES_PER_DAY = 200_000;

const keyOf = (day: number, source: string | null) => (source === null ? `${day}` : `${day}\u0000${source}`);

/**
 * One process: a Set of the day's hashes, and one per source; only how many new ones each flush saw
 * is written (added to the stored count). The sets of past days are dropped. With several instances
 * and no Redis, a visitor reaching two of them counts twice.
 */
export class ProcessVisitors implements UniqueVisitors {
  readonly #seen = new Map<string, Set<string>>();
  #fresh = new Map<string, VisitorCount>();

  add(day: number, hash: string, source: string | null): void {
    this.#count(day, null, hash);
    if (source !== null) this.#count(day, source, hash);
  }

  #count(day: number, source: string | null, hash: string) {
    const key = keyOf(day, source);
    let seen = this.#seen.get(key);
    if (!seen) {
      seen = new Set();
      this.#seen.set(key, seen);
    }
    if (seen.has(hash) || seen.size >= MAX_HASHES_PER_DAY) return;
    seen.add(hash);
    const fresh = this.#fresh.get(key);
    if (fresh) fresh.visitors += 1;
    else this.#fresh.set(key, { day, source, visitors: 1 });
  }

  async drain(today: number): Promise<VisitorCounts> {
    const counts = [...this.#fresh.values()];
    this.#fresh = new Map();
    for (const [key, seen] of this.#seen) {
      if (Number(key.split("\u0000", 1)[0]) < today) {
        seen.clear();
        this.#seen.delete(key);
      }
    }
    return { mode: "add", counts };
  }
}

/** A day's HyperLogLog lives a little longer than the day, then Redis drops it. */
const KEY_LIFETIME_S = 2 * 24 * 60 * 60;
/** Past this many hashes waiting for one flush (Redis away), new ones are not held. */
const MAX_PENDING = 100_000;

/**
 * Several instances: each flush adds the hashes seen since the last one to a HyperLogLog per day (and
 * per day and source) in Redis (`PFADD`), which counts distinct values in 12 KB without keeping
 * them, and reads the day's count back (`PFCOUNT`); the stored count only ever grows to it.
 */
export class SharedVisitors implements UniqueVisitors {
  #pending = new Map<string, { day: number; source: string | null; hashes: Set<string> }>();
  #held = 0;

  constructor(private readonly redis: Redis) {}

  add(day: number, hash: string, source: string | null): void {
    this.#hold(day, null, hash);
    if (source !== null) this.#hold(day, source, hash);
  }

  #hold(day: number, source: string | null, hash: string) {
    if (this.#held >= MAX_PENDING) return;
    const key = keyOf(day, source);
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = { day, source, hashes: new Set() };
      this.#pending.set(key, pending);
    }
    if (pending.hashes.has(hash)) return;
    pending.hashes.add(hash);
    this.#held += 1;
  }

  async drain(): Promise<VisitorCounts> {
    const batch = [...this.#pending.values()];
    this.#pending = new Map();
    this.#held = 0;
    if (batch.length === 0) return { mode: "atLeast", counts: [] };
    const keys = batch.map(({ day, source }) =>
      source === null ? `analytics:visitors:${isoDay(day)}` : `analytics:visitors:${isoDay(day)}:source:${source}`,
    );
    const write = this.redis.multi();
    batch.forEach(({ hashes }, i) => {
      write.pfadd(keys[i], ...hashes);
      write.expire(keys[i], KEY_LIFETIME_S);
      write.pfcount(keys[i]);
    });
    const results = (await write.exec()) ?? [];
    return {
      mode: "atLeast",
      counts: batch.map(({ day, source }, i) => {
        const [error, count] = results[i * 3 + 2] ?? [new Error("no answer")];
        if (error) throw error;
        return { day, source, visitors: Number(count) };
      }),
    };
  }
}
