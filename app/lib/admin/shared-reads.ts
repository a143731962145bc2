/** A GET's answer as the API client reads it: its status and its parsed body. */
export type RawAnswer = { status: number; body: unknown };

/**
 * How long a read answered for one caller (a prefetch on hover) is handed to the next caller of the
 * same address instead of asking again: long enough for a hover's click, short enough that a change
 * made elsewhere shows within a second (issue 71).
 */
export const SHARED_FOR_MS = 1000;

type Shared = { answer: Promise<RawAnswer>; settledAt: number | null };
const reads = new Map<string, Shared>();

/**
 * One request for a read asked for twice at once (the sidebar's prefetch and the screen's own call,
 * or two panels of one screen), and its answer for a moment after. A failed or refused read is not
 * kept: the next caller asks again.
 */
export function sharedRead(url: string, start: () => Promise<RawAnswer>): Promise<RawAnswer> {
  const known = reads.get(url);
  if (known && (known.settledAt === null || performance.now() - known.settledAt < SHARED_FOR_MS)) {
    return known.answer;
  }
  const entry: Shared = { answer: start(), settledAt: null };
  reads.set(url, entry);
  const drop = () => {
    if (reads.get(url) === entry) reads.delete(url);
  };
  entry.answer.then(({ status }) => {
    if (status >= 200 && status < 300) entry.settledAt = performance.now();
    else drop();
  }, drop);
  return entry.answer;
}

/**
 * A write answered, or the session ended: nothing read before it is handed out again (a read in
 * flight still answers whoever asked for it, but no one new joins it).
 */
export function forgetSharedReads() {
  reads.clear();
}
