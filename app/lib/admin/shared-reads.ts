/** A GET's answer as the API client reads it: its status and its parsed body. */
export type RawAnswer = { status: number; body: unknown };

/**
 * How long a prefetched read (a hover's) waits for the screen that asked for it: long enough for the
 * click, short enough that a change made elsewhere still shows within a second (issue 71).
 */
export const PREFETCH_KEPT_MS = 1000;

type Shared = { answer: Promise<RawAnswer>; prefetched: boolean; settledAt: number | null };
const reads = new Map<string, Shared>();

function begin(url: string, start: () => Promise<RawAnswer>, prefetched: boolean): Shared {
  const entry: Shared = { answer: start(), prefetched, settledAt: null };
  reads.set(url, entry);
  const drop = () => {
    if (reads.get(url) === entry) reads.delete(url);
  };
  entry.answer.then(({ status }) => {
    // Only a prefetch's good answer waits for its caller; a read's own answer is its caller's alone
    // (a poll asks again and must be answered afresh).
    if (prefetched && status >= 200 && status < 300) entry.settledAt = performance.now();
    else drop();
  }, drop);
  return entry;
}

/** A prefetched answer still waiting for its screen, or a read still in flight. */
function usable(url: string): Shared | undefined {
  const known = reads.get(url);
  if (known && known.settledAt !== null && performance.now() - known.settledAt >= PREFETCH_KEPT_MS) {
    reads.delete(url);
    return undefined;
  }
  return known;
}

/**
 * One request for a read asked for twice at once (the sidebar's prefetch and the screen's own call,
 * or two panels of one screen). A prefetched answer that came already is taken by the first caller
 * within PREFETCH_KEPT_MS, once; a failed or refused read is never kept.
 */
export function sharedRead(url: string, start: () => Promise<RawAnswer>): Promise<RawAnswer> {
  const known = usable(url);
  if (!known) return begin(url, start, false).answer;
  if (known.settledAt !== null) reads.delete(url);
  return known.answer;
}

/** Starts a read for a screen about to open, unless it is under way or waiting already. */
export function prefetchShared(url: string, start: () => Promise<RawAnswer>): Promise<RawAnswer> {
  return usable(url)?.answer ?? begin(url, start, true).answer;
}

/**
 * A write answered, or the session ended: nothing read before it is handed out again (a read in
 * flight still answers whoever asked for it, but no one new joins it).
 */
export function forgetSharedReads() {
  reads.clear();
}
