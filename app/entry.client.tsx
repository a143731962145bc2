/**
 * React Router's default browser entry (hydrate the document inside a transition), with one change:
 * the hydration starts in a task of its own. Evaluating this module evaluates React DOM's client and
 * React Router's hydration (the `hydration` chunk, build-tools/public-chunks.ts); a phone four times
 * slower than this machine spends that task near the 50 ms a long task starts at, so the root's
 * creation and the first render wait for the next task instead of adding to it (ADR 0116,
 * 2026-11-26).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** Lets the browser run what is waiting (input, a frame) before what follows. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * React Router's browser history numbers the entries of the session (`idx` in `history.state`) and,
 * when it is created during the first render, writes 0 into the current entry if it has none. That
 * `replaceState` is one of the costliest calls of the start-up (the browser stores the entry), so it
 * is made here, with the same state, in a task of its own; the router then finds its index set.
 */
function numberFirstEntry() {
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === "object" ? state : {};
  if ("idx" in current && current.idx != null) return;
  window.history.replaceState({ ...current, idx: 0 }, "");
}

await nextTask();
numberFirstEntry();
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
