import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * Whether a box scrolls sideways, has been scrolled from its start, and has more to its right:
 * the table shows shadows beside its sticky columns and becomes a tab stop only when it scrolls.
 */
export function useSideScroll(ref: RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ overflows: false, scrolled: false, more: false });

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const overflows = element.scrollWidth - element.clientWidth > 1;
    const scrolled = overflows && element.scrollLeft > 1;
    const more = overflows && element.scrollWidth - element.clientWidth - element.scrollLeft > 1;
    setState((current) =>
      current.overflows === overflows && current.scrolled === scrolled && current.more === more
        ? current
        : { overflows, scrolled, more },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref, update]);

  return state;
}
