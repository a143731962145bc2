/** How much of a block must be in view before it is revealed (here and in ui/reveal.tsx). */
export const REVEAL_THRESHOLD = 0.12;

/**
 * Runs as soon as the page's blocks are parsed, before the first paint and long before the scripts
 * arrive. Animate-on-scroll blocks in the first screen are painted at once and only settle into place
 * (`data-seen="load"`, app.css), because fading the first screen's text in after hydration made it
 * the largest contentful paint, seconds late on a slow phone. Blocks further down are hidden
 * (`data-seen="below"`) and marked `data-seen="scroll"` when they scroll into view, so they fade in
 * even before hydration. `data-seen` is not an attribute React owns, so hydration still matches;
 * `Reveal` takes over for later navigations (docs/decisions/0045).
 *
 * It reads no position itself: reading one here forced the browser to lay the page out in the
 * middle of parsing it (50–140 ms on a slow phone, docs/decisions/0116). Every block is marked
 * `load` first, so the first paint shows the first screen as before; the IntersectionObserver's
 * first report, made from the layout of that paint, tells which blocks were not in it, and those
 * are hidden at once (no transition) before anyone can scroll to them. Without an
 * IntersectionObserver every block stays shown; without JavaScript too (root's <noscript> style).
 * Allowed by its hash like every inline script (server/pages/content-security-policy.ts).
 */
export const earlyRevealScript = `(() => {
  const blocks = document.querySelectorAll(".reveal");
  for (const el of blocks) el.setAttribute("data-seen", "load");
  if (!("IntersectionObserver" in window)) return;
  const reported = new WeakSet();
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const first = !reported.has(e.target);
      reported.add(e.target);
      if (e.isIntersecting) {
        if (!first) e.target.setAttribute("data-seen", "scroll");
        io.unobserve(e.target);
      } else if (first) e.target.setAttribute("data-seen", "below");
    }
  }, { threshold: ${REVEAL_THRESHOLD} });
  for (const el of blocks) io.observe(el);
})()`;
