import { vi } from "vitest";

/**
 * Runs `work` with `Date` standing still at the moment it starts (timers, sockets and the database run
 * as usual), and gives that moment: a time the app reads during `work` (an expiry, a last-seen mark)
 * can then be asserted exactly, instead of against the wall clock with a tolerance.
 */
export async function withStillClock<T>(work: (at: number) => Promise<T>): Promise<T> {
  const at = new Date();
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  try {
    return await work(at.getTime());
  } finally {
    vi.useRealTimers();
  }
}
