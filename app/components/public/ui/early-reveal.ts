/** How much of a block must be in view before it is revealed (here and in ui/reveal.tsx). */
export const REVEAL_THRESHOLD = 0.12;

/**
 * Runs as soon as the page's blocks are parsed, before the first paint and long before the scripts
 * arrive. Blocks already in the first screen are marked `data-seen="load"`: they are painted at
 * once and only settle into place (app.css), because fading the first screen's text in after
 * hydration made it the largest contentful paint, seconds late on a slow phone. Blocks further down
 * are marked `data-seen="scroll"` when they scroll into view, so they fade in even before hydration.
 * `data-seen` is not an attribute React owns, so hydration still matches; `Reveal` takes over for
 * later navigations. Allowed by its hash like every inline script (server/pages/content-security-policy.ts).
 */
export const earlyRevealScript = `(()=>{const io="IntersectionObserver"in window&&new IntersectionObserver(es=>{for(const e of es)if(e.isIntersecting){e.target.setAttribute("data-seen","scroll");io.unobserve(e.target)}},{threshold:${REVEAL_THRESHOLD}});for(const el of document.querySelectorAll(".reveal")){const r=el.getBoundingClientRect();if(r.top<innerHeight&&r.bottom>0)el.setAttribute("data-seen","load");else if(io)io.observe(el)}})()`;
