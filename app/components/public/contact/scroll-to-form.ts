import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollBehavior } from "../../../browser/reduced-motion";

/** The id of the contact form's section, also the target of the banner's 'Send message' link. */
export const CONTACT_FORM_ID = "contact-form";

/**
 * The page's sections above `target` are laid out at a placeholder height until first shown
 * (`content-visibility: auto`, app.css): a scroll computed then lands where the placeholders put
 * the target, past it when they are taller than the sections. They are laid out for real first;
 * the scroll passes over them anyway.
 */
function layOutSectionsAbove(target: HTMLElement) {
  for (const section of document.querySelectorAll<HTMLElement>("main > section")) {
    if (section === target || section.contains(target)) return;
    section.style.contentVisibility = "visible";
  }
}

/**
 * Scrolls to the element with `id` when the navigation asked for it (`scrollToForm` in state),
 * smoothly unless the visitor prefers reduced motion. Runs after the layout's own scroll to the top.
 */
export function useScrollToFormOnArrival(id: string, wanted: (state: unknown) => boolean) {
  const { state } = useLocation();
  useEffect(() => {
    if (!wanted(state)) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      layOutSectionsAbove(target);
      target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, state, wanted]);
}
