/**
 * Counts failures per key in fixed windows. Kept behind this interface so several instances can
 * share counters (Redis) later; the in-process store below is the default.
 */
export interface FailureCounter {
  /** Failures in the key's current window and when that window ends (ms epoch), or null. */
  read(key: string): Promise<{ count: number; resetAt: number } | null>;
  /** Adds one, opening a new window of `windowMs` when none is running; the window as it now stands. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}

const SWEEP_EVERY = 1000;

export class MemoryFailureCounter implements FailureCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private writes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async read(key: string) {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now()) return null;
    return { ...window };
  }

  async increment(key: string, windowMs: number) {
    const now = this.now();
    let window = this.windows.get(key);
    if (window && window.resetAt > now) window.count += 1;
    else {
      window = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    if (++this.writes % SWEEP_EVERY === 0) this.sweep(now);
    return { ...window };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  /** Forgets finished windows, so addresses seen once do not accumulate forever. */
  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
