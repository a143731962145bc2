import { useContext, useEffect, useId, useRef, useState } from "react";
import { type BlockerFunction, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext } from "react-router";

/**
 * React Router's `useBlocker`, through the router it already holds: the hook itself would join the
 * framework chunk every public page loads (+0.6 KB, over the script budget), this stays in the
 * editors' chunk. The router asks `shouldBlock` before each navigation.
 */
function useNavigationBlocker(shouldBlock: (move: Parameters<BlockerFunction>[0]) => boolean) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const blockers = useContext(UNSAFE_DataRouterStateContext)?.blockers;
  const key = `leave-guard${useId()}`;
  const decide = useRef(shouldBlock);
  decide.current = shouldBlock;
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, (move) => decide.current(move));
    return () => router.deleteBlocker(key);
  }, [router, key]);
  return blockers?.get(key);
}

/**
 * Asks before typed work is left (issue 67, ADR 0231): Escape, Cancel and the backdrop of a modal
 * (`ask`), a link elsewhere in the back office and the browser's back button (React Router's
 * blocker), and closing or reloading the tab (`beforeunload`, the browser's own question) — while
 * `unsaved` says something is not on the server. `LeaveDialog` shows the question.
 *
 * Only a move to another screen is asked: never a replace, which is the editor's own move (a new
 * document's first save taking its id), nor a change of the query alone (a list's search behind a
 * modal writes the address while the modal is open; a site part's tab keeps its browser's copy). `release` is called by a save
 * that took everything, before the editor closes or moves on, so the save's own close never asks.
 */
export function useLeaveGuard(unsaved: boolean, onDiscard: () => void) {
  const released = useRef(false);
  if (unsaved === false) released.current = false;
  const holding = () => unsaved && !released.current;
  const holdingRef = useRef(holding);
  holdingRef.current = holding;
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!holdingRef.current()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      holdingRef.current() && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker?.state === "blocked";

  return {
    /** Runs `leave` at once when nothing would be lost; otherwise asks first. */
    ask(leave: () => void) {
      if (holdingRef.current()) setLeaving(() => leave);
      else leave();
    },
    /** A save took everything: the editor may close or move on without asking. */
    release() {
      released.current = true;
    },
    /** The question, while it is asked. */
    question:
      leaving || blocked
        ? {
            keepEditing() {
              setLeaving(null);
              if (blocker?.state === "blocked") blocker.reset?.();
            },
            discard() {
              released.current = true;
              onDiscard();
              const leave = leaving;
              setLeaving(null);
              if (blocker?.state === "blocked") blocker.proceed?.();
              leave?.();
            },
          }
        : null,
  };
}

export type LeaveGuard = ReturnType<typeof useLeaveGuard>;
