import clsx from "clsx";
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { whenIntersecting } from "../../../browser/when-intersecting";
import { REVEAL_THRESHOLD } from "./early-reveal";

/** Animate-on-scroll duration of the grids. */
const REVEAL_DURATION_MS = 1000;

type Props = {
  children: ReactNode;
  className?: string;
  /** Seconds to wait, to stagger the cards of a grid. */
  delay?: number;
  as?: "div" | "li" | "section";
};

/**
 * Fades and lifts its content in once it scrolls into view (the spec's animate-on-scroll, 1000 ms).
 * A CSS transition started by an IntersectionObserver: no animation library in the first download.
 * Blocks in the first screen are revealed before hydration by root's early-reveal script.
 * prefers-reduced-motion shows the content at once (app.css), and root's <noscript> style keeps
 * `data-reveal` blocks visible when JavaScript never runs.
 */
export function Reveal({ children, className, delay = 0, as: Tag = "div" }: Props) {
  const ref = useRef<HTMLElement | null>(null);
  // A callback taking any HTMLElement fits the ref of each of the three tags.
  const keep = useCallback((element: HTMLElement | null) => {
    ref.current = element;
  }, []);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return whenIntersecting(element, { threshold: REVEAL_THRESHOLD }, () => setShown(true));
  }, []);

  const style: CSSProperties = { transitionDuration: `${REVEAL_DURATION_MS}ms`, transitionDelay: `${delay}s` };
  return (
    <Tag ref={keep} data-reveal={shown ? "shown" : "waiting"} className={clsx("reveal", className)} style={style}>
      {children}
    </Tag>
  );
}
