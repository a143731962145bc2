import { type RefCallback, useCallback, useState } from "react";
import { whenIntersecting } from "./when-intersecting";

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): heavy
 * widgets below the fold (the office map, ~160 KB of Leaflet) load when a visitor scrolls towards
 * them, not during the page's start-up. False on the server and until the browser has measured.
 */
export function useNearViewport<T extends Element>(margin = "400px"): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const observe = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      return whenIntersecting(element, { rootMargin: margin }, () => setNear(true));
    },
    [margin, near],
  );
  return [observe, near];
}
