import { type RefObject, useCallback, useEffect, useState } from "react";

/** How far a sideways-scrolling box is from each of its edges, in pixels. */
export type SideOffsets = { left: number; right: number; overflow: number };

/**
 * What `read` makes of a sideways-scrolling box's offsets, worked out again on every scroll and
 * every resize of the box or of its first child (a table that grows wider). `read` must be stable
 * (declared outside the component); the screen renders again only when a flag changes.
 */
export function useSideScroll<Flags extends Record<string, boolean>>(
  ref: RefObject<HTMLElement | null>,
  read: (offsets: SideOffsets) => Flags,
): Flags {
  const [flags, setFlags] = useState(() => read({ left: 0, right: 0, overflow: 0 }));

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const overflow = element.scrollWidth - element.clientWidth;
    const next = read({ left: element.scrollLeft, right: overflow - element.scrollLeft, overflow });
    setFlags((current) => (Object.keys(next).every((key) => current[key] === next[key]) ? current : next));
  }, [ref, read]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    const content = element.firstElementChild;
    if (content) observer.observe(content);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref, update]);

  return flags;
}
