/**
 * React Router's `<Scripts>` preloads a page's module scripts from the head and imports them from
 * an inline module as soon as the page is parsed. On a slow phone those ~120 KB then share the
 * first bytes with what the first paint needs (the page, the hero image, the heading font), and on
 * any phone their evaluation and the hydration can run before the first frame. A public page is
 * complete without them (server-rendered, its forms work without JavaScript), so they start after
 * the first paint: the preload links move into the inline module, which waits for that paint, then
 * preloads and imports them and goes on exactly as React Router wrote it (docs/decisions/0045).
 * A page not in the form React Router writes is left as it is.
 */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const routeImport = /^\s*import \* as (route\d+) from ("[^"]+");\n/gm;

/**
 * Resolves once the first contentful paint has been presented (its paint-timing entry is delivered
 * only then; a frame callback runs before the frame is shown) and the page's own images have
 * loaded, so nothing the scripts fetch competes with the largest paint. A page that takes longer
 * than 3 s to load its images is hydrated anyway; without paint timing, after a frame.
 */
export const afterFirstPaint = `await new Promise((resolve) => {
  const go = () => setTimeout(resolve);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(go);
  const loaded = new Promise((done) => {
    if (document.readyState === "complete") done();
    else addEventListener("load", done, { once: true });
  });
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    Promise.race([loaded, new Promise((done) => setTimeout(done, 3000))]).then(go);
  }).observe({ type: "paint", buffered: true });
});`;

export function hydrateAfterFirstPaint(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const imports = [...script[1].matchAll(routeImport)].map(([, name, url]) => ({ name, url }));
  const rest = script[1].replace(routeImport, "");
  // A static import left over (Vite's client in development) would load before the frame anyway.
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) return html;
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const body = [
    afterFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // One after the other, as static imports would run: the root sets globals (Zod's settings) the
    // routes' modules read when they are evaluated. The preloads above already fetch them together.
    ...imports.map(({ name, url }) => `const ${name} = await import(${url});`),
    rest,
  ].join("\n");
  return html.replace(modulePreload, "").replace(moduleScript, () => `<script type="module" async="">${body}</script>`);
}
