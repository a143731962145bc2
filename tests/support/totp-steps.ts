import { onTestFinished, vi } from "vitest";
import { TOTP_PERIOD_SECONDS } from "../../domain/two-factor.ts";

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/**
 * How far from a step's end a test starts: a code made for "now" (or the step before) must reach
 * the server in the same step, which a loaded machine can take seconds to do.
 */
const MARGIN_MS = 8000;

/**
 * When a TOTP step is about to end, moves this process's Date (the test's and the app's, which runs
 * in it) on to the start of the next step, from where it runs on at the wall clock's pace: the test
 * has the whole step ahead, without waiting for it. Date is put back when the test ends.
 */
export function clearOfStepEdge(): void {
  const now = Date.now();
  const left = STEP_MS - (now % STEP_MS);
  if (left >= MARGIN_MS) return;
  vi.useFakeTimers({ toFake: ["Date"], now: now + left + 200, shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
