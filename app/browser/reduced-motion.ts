/** Whether the visitor asked the system for less motion (checked at the moment of each movement). */
export const prefersReducedMotion = (): boolean => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** How to scroll for this visitor: smoothly, unless they prefer reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");
