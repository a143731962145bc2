import type { RefObject } from "react";
import { type SideOffsets, useSideScroll } from "../../../browser/use-side-scroll.ts";

const tableFlags = ({ left, right, overflow }: SideOffsets) => {
  const overflows = overflow > 1;
  return { overflows, scrolled: overflows && left > 1, more: overflows && right > 1 };
};

/**
 * Whether a table's box scrolls sideways, has been scrolled from its start, and has more to its
 * right: the table shows shadows beside its sticky columns and becomes a tab stop only when it scrolls.
 */
export const useTableScroll = (ref: RefObject<HTMLElement | null>) => useSideScroll(ref, tableFlags);
