import { readFileSync, writeFileSync } from "node:fs";
import { currentE2eServer } from "../../../playwright.config.ts";

/** Moves this worker's server's clock (TEST_CLOCK_FILE, ADR 0122) `ms` ahead of the wall clock; 0 puts it back. */
export function setServerClockAhead(ms: number): void {
  writeFileSync(currentE2eServer().clockFile, String(ms));
}

/** How far this worker's server's clock is ahead of the wall clock now. */
function serverClockAhead(): number {
  try {
    const ahead = Number(readFileSync(currentE2eServer().clockFile, "utf8").trim());
    return Number.isFinite(ahead) ? ahead : 0;
  } catch {
    return 0;
  }
}

/**
 * Moves this worker's server's clock on to the start of its next minute (and a quarter of a second):
 * what is counted per minute of that clock (the request log's anonymous budget, ADR 0087) starts
 * afresh at once, instead of after a wait for the wall clock's next minute.
 */
export function startNextServerMinute(): void {
  const ahead = serverClockAhead();
  const serverNow = Date.now() + ahead;
  setServerClockAhead(ahead + (60_000 - (serverNow % 60_000)) + 250);
}

/** A wall-clock instant as the schedule picker takes it, in the agency's zone (Asia/Karachi, UTC+5, no DST). */
export const karachiLocal = (at: number) => new Date(at + 5 * 3_600_000).toISOString().slice(0, 16);
