import type { RefObject } from "react";
import { scrollBehavior } from "../../../browser/reduced-motion";
import { type SideOffsets, useSideScroll } from "../../../browser/use-side-scroll";

/** A drag-scroll row shows its left/right indicators once scrolled this far from an edge. */
const SCROLL_INDICATOR_THRESHOLD_PX = 20;

const edgeFlags = ({ left, right }: SideOffsets) => ({
  left: left > SCROLL_INDICATOR_THRESHOLD_PX,
  right: right > SCROLL_INDICATOR_THRESHOLD_PX,
});

/**
 * Whether a horizontally scrolling element can scroll further left or right: each flag is set once
 * the offset from that edge passes the spec's 20 px. Updates on scroll and on resize.
 */
export const useScrollEdges = (ref: RefObject<HTMLElement | null>) => useSideScroll(ref, edgeFlags);

/** Scrolls by most of the visible width, smoothly unless the visitor prefers reduced motion. */
export function scrollByPage(element: HTMLElement | null, direction: -1 | 1) {
  if (!element) return;
  element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: scrollBehavior() });
}
