import { useEffect, useRef } from "react";
import { scrollBehavior } from "../../../browser/reduced-motion";

/**
 * Brings the list's heading (by id) back into view when the visitor turns a page: the pager sits under the
 * grid, and a query-string change keeps the scroll position (the layout only resets it between pages).
 */
export function useScrollOnPageChange(targetId: string, page: number) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    // The heading's section: its top padding keeps the heading clear of the sticky header.
    const target = document.getElementById(targetId)?.closest("section");
    if (!target || target.getBoundingClientRect().top >= 0) return;
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  }, [targetId, page]);
}
