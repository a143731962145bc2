import { readFileSync } from "node:fs";

/**
 * The browser tests' clock (TEST_CLOCK_FILE, for schedules, ADR 0122): the wall clock plus the milliseconds the
 * file holds (none, or unreadable: zero). Read on each call, so a test moves it by writing the file;
 * only someone who can already write the server's files and set its environment could use it.
 */
export function fileClock(path: string): () => number {
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(path, "utf8").trim());
    } catch {
      offset = 0;
    }
    return Date.now() + (Number.isFinite(offset) ? offset : 0);
  };
}
