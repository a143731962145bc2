import { type RefObject, useCallback, useEffect, useState } from "react";
import { scrollBehavior } from "../../../browser/reduced-motion";

/** A drag-scroll row shows its left/right indicators once scrolled this far from an edge. */
const SCROLL_INDICATOR_THRESHOLD_PX = 20;

/**
 * Whether a horizontally scrolling element can scroll further left or right: each flag is set once
 * the offset from that edge passes the spec's 20 px. Updates on scroll and on resize.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false });

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const rest = element.scrollWidth - element.clientWidth - element.scrollLeft;
    setEdges({ left: element.scrollLeft > SCROLL_INDICATOR_THRESHOLD_PX, right: rest > SCROLL_INDICATOR_THRESHOLD_PX });
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref, update]);

  return edges;
}

/** Scrolls by most of the visible width, smoothly unless the visitor prefers reduced motion. */
export function scrollByPage(element: HTMLElement | null, direction: -1 | 1) {
  if (!element) return;
  element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: scrollBehavior() });
}
