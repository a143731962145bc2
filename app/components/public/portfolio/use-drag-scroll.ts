import { type RefObject, useEffect, useRef } from "react";

/** Movement below this many pixels is a click, not a drag. */
const DRAG_THRESHOLD_PX = 5;

/**
 * Mouse-drag scrolling for a horizontal row (touch scrolls natively). A drag sets a flag that
 * swallows the click ending it, so letting go over a card does not open it.
 */
export function useDragScroll(ref: RefObject<HTMLElement | null>) {
  const drag = useRef({ active: false, moved: false, startX: 0, startScroll: 0 });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const state = drag.current;

    const down = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || event.button !== 0) return;
      Object.assign(state, { active: true, moved: false, startX: event.clientX, startScroll: element.scrollLeft });
    };
    const move = (event: PointerEvent) => {
      if (!state.active) return;
      const distance = event.clientX - state.startX;
      if (!state.moved && Math.abs(distance) < DRAG_THRESHOLD_PX) return;
      state.moved = true;
      element.scrollLeft = state.startScroll - distance;
      event.preventDefault();
    };
    const up = () => {
      state.active = false;
    };
    const click = (event: MouseEvent) => {
      if (!state.moved) return;
      state.moved = false;
      event.preventDefault();
      event.stopPropagation();
    };
    // Links and images are natively draggable; that would fight the scroll.
    const dragStart = (event: DragEvent) => event.preventDefault();

    element.addEventListener("pointerdown", down);
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    element.addEventListener("click", click, true);
    element.addEventListener("dragstart", dragStart);
    return () => {
      element.removeEventListener("pointerdown", down);
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      element.removeEventListener("click", click, true);
      element.removeEventListener("dragstart", dragStart);
    };
  }, [ref]);
}
