import { div, li, section } from "motion/react-m";
import type { ReactNode } from "react";
import { REVEAL_DURATION_MS } from "../../../../domain/public-site";

type Props = {
  children: ReactNode;
  className?: string;
  /** Seconds to wait, to stagger the cards of a grid. */
  delay?: number;
  as?: "div" | "li" | "section";
};

/**
 * Fades and lifts its content in once it scrolls into view (the spec's animate-on-scroll, 1000 ms).
 * The layout's MotionConfig turns this into a plain render for prefers-reduced-motion, and root's
 * <noscript> style keeps `data-reveal` blocks visible when JavaScript never runs.
 */
export function Reveal({ children, className, delay = 0, as = "div" }: Props) {
  const Component = { div, li, section }[as];
  return (
    <Component
      data-reveal=""
      className={className}
      initial={{ opacity: 0, y: 28 }}
      whileInView={{ opacity: 1, y: 0 }}
      viewport={{ once: true, amount: 0.15 }}
      transition={{ duration: REVEAL_DURATION_MS / 1000, delay, ease: [0.22, 1, 0.36, 1] }}
    >
      {children}
    </Component>
  );
}
