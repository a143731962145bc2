import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { wantsScrollToForm } from "../../../browser/navigation-state";
import { scrollBehavior } from "../../../browser/reduced-motion";

/**
 * Every route change scrolls to the top, smoothly (the spec's layout behaviour). Not on the first
 * render, not on back/forward (the browser restores that position), not to a #hash, and not when the
 * navigation asks the new page to scroll to its form.
 */
export function useScrollToTopOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    if (navigationType === "POP" || location.hash || wantsScrollToForm(location.state)) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [location, navigationType]);
}
