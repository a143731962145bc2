import { describe, expect, it } from "vitest";
import { afterFirstPaint, hydrateAfterFirstPaint } from "../../server/pages/hydrate-after-first-paint.ts";

/** A page in the form React Router 7 and React 19 write it (trimmed). */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/></head><body><main>Hello</main>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("hydrateAfterFirstPaint", () => {
  const html = hydrateAfterFirstPaint(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("takes the module preloads out of the head", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<main>Hello</main>");
  });

  it("waits for the first paint, then preloads the same files and imports the route modules under their names, in order", () => {
    expect(script.startsWith(afterFirstPaint)).toBe(true);
    const steps = script
      .slice(afterFirstPaint.length)
      .split("\n")
      .filter((line) => line.trim() && !line.trim().startsWith("//"));
    expect(steps[0]).toContain('["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js"]');
    // The root first: it sets globals its routes' modules read when they are evaluated.
    expect(steps[1]).toBe('const route0 = await import("/assets/root-C.js");');
    expect(steps[2]).toBe('const route1 = await import("/assets/home-D.js");');
    expect(script).not.toMatch(/^\s*import \*/m);
  });

  it("goes on as React Router wrote it: the manifest, the route modules, then the entry", () => {
    const order = [
      "const route1",
      "__reactRouterManifest",
      "__reactRouterRouteModules",
      'import("/assets/entry.client-A.js")',
    ];
    const positions = order.map((text) => script.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("leaves a page in another form as it is", () => {
    const noModule = page.replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(hydrateAfterFirstPaint(noModule)).toBe(noModule);
    const development = page.replace(";\nimport * as route0", ';\nimport "/@vite/client";\nimport * as route0');
    expect(hydrateAfterFirstPaint(development)).toBe(development);
  });
});
