import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { SCROLL_INDICATOR_THRESHOLD_PX } from "../../../../domain/public-site";

/** A pointer that moved further than this while pressed was dragging, not clicking. */
const DRAG_DISTANCE_PX = 5;

/**
 * Mouse-drag scrolling for a horizontal row, with the spec's rules: a drag sets a flag that
 * suppresses the click that ends it, and the left/right indicator flags are set once the row is
 * scrolled more than 20 px from that edge. Touch keeps the browser's native scrolling.
 */
export function useDragScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const drag = useRef({ pressed: false, startX: 0, startScroll: 0, dragged: false });
  const [edges, setEdges] = useState({ left: false, right: false });

  const updateEdges = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    const remaining = row.scrollWidth - row.clientWidth - row.scrollLeft;
    setEdges({
      left: row.scrollLeft > SCROLL_INDICATOR_THRESHOLD_PX,
      right: remaining > SCROLL_INDICATOR_THRESHOLD_PX,
    });
  }, []);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    updateEdges();
    const observer = new ResizeObserver(updateEdges);
    observer.observe(row);
    row.addEventListener("scroll", updateEdges, { passive: true });
    const move = (event: globalThis.PointerEvent) => {
      const state = drag.current;
      if (!state.pressed) return;
      const dx = event.clientX - state.startX;
      if (Math.abs(dx) > DRAG_DISTANCE_PX) state.dragged = true;
      if (state.dragged) row.scrollLeft = state.startScroll - dx;
    };
    const release = () => {
      drag.current.pressed = false;
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", release);
    return () => {
      observer.disconnect();
      row.removeEventListener("scroll", updateEdges);
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", release);
    };
  }, [updateEdges]);

  const onPointerDown = (event: PointerEvent<T>) => {
    if (event.pointerType !== "mouse" || event.button !== 0 || !ref.current) return;
    drag.current = { pressed: true, startX: event.clientX, startScroll: ref.current.scrollLeft, dragged: false };
  };

  /** Swallows the click that ends a drag, so dragging over a card never opens it. */
  const onClickCapture = (event: MouseEvent<T>) => {
    if (!drag.current.dragged) return;
    event.preventDefault();
    event.stopPropagation();
    drag.current.dragged = false;
  };

  const scrollByPage = (direction: -1 | 1) => {
    const row = ref.current;
    if (!row) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: smooth ? "smooth" : "auto" });
  };

  return {
    ref,
    edges,
    scrollByPage,
    rowProps: { onPointerDown, onClickCapture, onDragStart: (event: MouseEvent<T>) => event.preventDefault() },
  };
}
