import { writeFileSync } from "node:fs";
import { e2eClockFile } from "../../../playwright.config.ts";

/** Moves the server's clock (TEST_CLOCK_FILE, ADR 0122) `ms` ahead of the wall clock; 0 puts it back. */
export function setServerClockAhead(ms: number): void {
  writeFileSync(e2eClockFile, String(ms));
}
