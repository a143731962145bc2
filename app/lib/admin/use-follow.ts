import { useEffect } from "react";

/** How long a screen waits after an answer before asking again while something is still running. */
export const FOLLOW_MS = 2000;

/**
 * Follows something running on the server (a backup, a webhook delivery) until it ends: while `busy`,
 * `reload` is called `FOLLOW_MS` after each new `answer` arrives, so the screen keeps asking for as
 * long as the answers say it runs, and stops by itself on the one that says it ended (issue 51: the
 * Backups screen asked once, and stayed on "Running…" when the backup took longer than that).
 */
export function useFollow(busy: boolean, reload: () => void, answer: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer arms the next read
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(reload, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [busy, reload, answer]);
}
