/** How much of a block must be in view before it is revealed (here and in ui/reveal.tsx). */
export const REVEAL_THRESHOLD = 0.12;

/**
 * Runs as soon as the page's blocks are parsed, before the first paint and long before the scripts
 * arrive. Animate-on-scroll blocks in the first screen are marked `data-seen="load"`: they are
 * painted at once and only settle into place (app.css), because fading the first screen's text in
 * after hydration made it the largest contentful paint, seconds late on a slow phone. Blocks further
 * down are marked `data-seen="scroll"` when they scroll into view, so they fade in even before
 * hydration. `data-seen` is not an attribute React owns, so hydration still matches; `Reveal` takes
 * over for later navigations (docs/decisions/0045).
 *
 * Every position is read before anything is written, so the page is laid out once. A section that
 * starts below the first screen is judged by its own box and nothing inside it is measured: its
 * content is not laid out yet (`content-visibility: auto`, app.css) and measuring it would lay it
 * out. Without JavaScript every block is shown (root's <noscript> style).
 * Allowed by its hash like every inline script (server/pages/content-security-policy.ts).
 */
export const earlyRevealScript = `(() => {
  const h = innerHeight;
  const sectionBelow = new Map();
  const inSectionBelow = (el) => {
    const section = el.closest("main>section");
    if (!section) return false;
    if (!sectionBelow.has(section)) sectionBelow.set(section, section.getBoundingClientRect().top >= h);
    return sectionBelow.get(section);
  };
  const shown = [], waiting = [];
  for (const el of document.querySelectorAll(".reveal")) {
    if (inSectionBelow(el)) { waiting.push(el); continue; }
    const r = el.getBoundingClientRect();
    (r.top < h && r.bottom > 0 ? shown : waiting).push(el);
  }

  for (const el of shown) el.setAttribute("data-seen", "load");
  const io = "IntersectionObserver" in window && new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) { e.target.setAttribute("data-seen", "scroll"); io.unobserve(e.target); }
  }, { threshold: ${REVEAL_THRESHOLD} });
  if (io) for (const el of waiting) io.observe(el);
})()`;
