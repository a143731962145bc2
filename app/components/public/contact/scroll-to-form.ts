import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "../../../browser/reduced-motion";

/** The id of the contact form's section, also the target of the banner's 'Send message' link. */
export const CONTACT_FORM_ID = "contact-form";

/**
 * Scrolls to the element with `id` when the navigation asked for it (`scrollToForm` in state),
 * smoothly unless the visitor prefers reduced motion. Runs after the layout's own scroll to the top.
 */
export function useScrollToFormOnArrival(id: string, wanted: (state: unknown) => boolean) {
  const { state } = useLocation();
  useEffect(() => {
    if (!wanted(state)) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, state, wanted]);
}
