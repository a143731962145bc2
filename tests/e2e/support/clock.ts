import { writeFileSync } from "node:fs";
import { currentE2eServer } from "../../../playwright.config.ts";

/** Moves this worker's server's clock (TEST_CLOCK_FILE, ADR 0122) `ms` ahead of the wall clock; 0 puts it back. */
export function setServerClockAhead(ms: number): void {
  writeFileSync(currentE2eServer().clockFile, String(ms));
}
