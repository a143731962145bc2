import type { CodeSplittingOptions } from "rolldown";

/**
 * How the browser bundle is cut. Left to itself the bundler makes one chunk per set of routes that
 * share a module, so a public page started ~40 small downloads (an icon, a helper, a button…); on a
 * phone over HTTP/1.1 each costs a round trip before the page is interactive. Instead:
 * - `framework`: React, React DOM and React Router, which every page needs and which rarely change;
 * - `public-shared`: whatever two or more public routes share (components, icons, domain rules).
 * Route modules keep their own chunks, and modules only the back office reaches stay out of
 * `public-shared`, so admin code never rides along with a public page.
 */
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const backOffice = /[\\/]app[\\/](routes|components|lib)[\\/]admin[\\/]/;
const routeModule = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/])/;
const publicRoute = /[\\/]app[\\/](root\.tsx|routes[\\/]public[\\/])/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether a chain of static imports leads from a public route (or root) to this module. */
function reachedFromPublicRoute(id: string, graph: ModuleGraph): boolean {
  const queue = [id];
  const visited = new Set(queue);
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    if (publicRoute.test(current)) return true;
    if (backOffice.test(current)) continue;
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (visited.has(importer)) continue;
      visited.add(importer);
      queue.push(importer);
    }
  }
  return false;
}

export function publicChunks(): CodeSplittingOptions {
  return {
    groups: [
      { name: "framework", test: framework, priority: 2 },
      {
        name: (id, graph) => (!routeModule.test(id) && reachedFromPublicRoute(id, graph) ? "public-shared" : null),
        debugName: "public-shared",
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
