import { TOTP_PERIOD_SECONDS } from "../../domain/two-factor.ts";

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/**
 * How far from a step's end a test starts: a code made for "now" (or the step before) must reach
 * the server in the same step, which a loaded machine can take seconds to do.
 */
const MARGIN_MS = 8000;

/** Waits, when a TOTP step is about to end, for the next one to begin. */
export async function clearOfStepEdge(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
