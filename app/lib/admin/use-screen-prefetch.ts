import { useLocation } from "react-router";
import { prefetchRead } from "./api-client.ts";
import { screenReads } from "./screen-reads.ts";
import { useRights } from "./session.ts";

/**
 * What a link to a back-office screen does on intent (hover, focus, touch start; ADR 0287): it starts
 * the screen's declared reads, so the click finds them answered or under way. Its code comes from
 * React Router's `prefetch="intent"` on the same link, which loads route modules only: the screens
 * read in their components, not in loaders it could run. The screen shown now is not read again.
 */
export function useScreenPrefetch() {
  const { canData } = useRights();
  const here = useLocation().pathname;
  return (to: string) => {
    const start = () => {
      const target = new URL(to, window.location.origin);
      if (target.pathname === here) return;
      for (const read of screenReads(target.pathname, target.search)) {
        if (!read.when || read.when(canData)) prefetchRead(read.url);
      }
    };
    return { onMouseEnter: start, onFocus: start, onTouchStart: start };
  };
}
