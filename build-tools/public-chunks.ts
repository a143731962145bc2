import type { CodeSplittingGroup } from "rolldown";

/**
 * How the browser bundle is cut. Left to itself the bundler makes one chunk per set of routes that
 * share a module, so a public page started ~40 small downloads (an icon, a helper, a button…); on a
 * phone over HTTP/1.1 each costs a round trip before the page is interactive. Instead:
 * - `framework`: React, React DOM and React Router, which every page needs and which rarely change;
 * - `public-shared`: what every public page needs (reached from root or the public layout) and what
 *   two or more public routes share (components, icons, domain rules);
 * - `<page>-shared`: what one public page shares with the back office only (the Site screens' live
 *   previews render the About content, the hero, the careers banner…; an icon the user list uses
 *   too). Counting the back office as a sharer put these in `public-shared`, ~14 KB every other
 *   public page downloaded for nothing (ADR 0116, 2026-11-25); now only that page loads them, in one
 *   file beside its route chunk.
 * - `e-mail-pages-shared`: what only the pages a newsletter e-mail links to share (confirm,
 *   unsubscribe: their texts), which no visitor of the site itself needs.
 * - `kind-sections`: the sections kinds show on the home, service and project pages (ADR 0283: each
 *   kind's `app/kinds/<kind>.tsx`, their renderer, `defineScreen`) and what only they use (an
 *   icon), which only those pages load, not every public page.
 * Route modules keep their own chunks. Modules only the back office reaches never enter a public chunk.
 */
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const backOffice = /[\\/]app[\\/](routes|components|lib)[\\/]admin[\\/]/;
const routeModule = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/])/;
const publicRoute = /[\\/]app[\\/](root\.tsx|routes[\\/]public[\\/][^?]*)/;
const everyPublicPage = /[\\/]app[\\/](root\.tsx|routes[\\/]public[\\/]layout\.tsx)/;
/**
 * The kinds' app files, the sections' renderer and how a kind declares its screen (ADR 0283); not the
 * back office's `?screen` copy of an app file (app/components/admin/plain-kinds/screens.ts).
 */
const kindSections =
  /[\\/]app[\\/](kinds[\\/][^\\/?]+|components[\\/]public[\\/]kind-sections[\\/][^\\/?]+|components[\\/]admin[\\/]plain-kinds[\\/]plain-screen\.ts)$/;
/** Counted as one public page in `reach`: the pages showing sections reach them all alike. */
const SECTIONS = "kind-sections";
/** Pages a visitor reaches from a newsletter e-mail, not from the site. */
const emailPage = /[\\/]routes[\\/]public[\\/]newsletter-(confirm|unsubscribe)\.tsx$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Which public pages reach this module through chains of static imports, and whether the back office
 * does; the kinds' sections count as one page of their own (`SECTIONS`).
 */
function reach(id: string, graph: ModuleGraph) {
  const routes = new Set<string>();
  let everyPage = false;
  let backOfficeToo = false;
  const queue = [id];
  const visited = new Set(queue);
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    if (kindSections.test(current)) {
      routes.add(SECTIONS);
      continue;
    }
    const route = publicRoute.exec(current)?.[0];
    if (route !== undefined) {
      routes.add(route);
      everyPage ||= everyPublicPage.test(route);
      continue;
    }
    if (backOffice.test(current)) {
      backOfficeToo = true;
      continue;
    }
    for (const importer of graph.getModuleInfo(current)?.importers ?? []) {
      if (visited.has(importer)) continue;
      visited.add(importer);
      queue.push(importer);
    }
  }
  return { routes, everyPage, backOfficeToo };
}

function publicShared(id: string, graph: ModuleGraph): string | null {
  if (routeModule.test(id)) return null;
  const { routes, everyPage } = reach(id, graph);
  if (!everyPage && routes.size >= 2 && [...routes].every((route) => emailPage.test(route))) return null;
  return everyPage || routes.size >= 2 ? "public-shared" : null;
}

/** What only the e-mail's pages share: their own chunk, whose dependencies every page shares stay in public-shared. */
function emailPagesShared(id: string, graph: ModuleGraph): string | null {
  if (routeModule.test(id)) return null;
  const { routes, everyPage } = reach(id, graph);
  return !everyPage && routes.size >= 2 && [...routes].every((route) => emailPage.test(route))
    ? "e-mail-pages-shared"
    : null;
}

function sharedWithBackOffice(id: string, graph: ModuleGraph): string | null {
  if (routeModule.test(id)) return null;
  const { routes, everyPage, backOfficeToo } = reach(id, graph);
  const [page] = routes;
  if (everyPage || routes.size !== 1 || page === undefined || page === SECTIONS || !backOfficeToo) return null;
  return `${page.replace(/^.*[\\/]/, "").replace(/\.tsx?$/, "")}-shared`;
}

/** What only the kinds' sections reach (the back office may too): in the chunk of the pages showing them. */
function sectionsShared(id: string, graph: ModuleGraph): string | null {
  const { routes, everyPage } = reach(id, graph);
  return !everyPage && routes.size === 1 && routes.has(SECTIONS) ? SECTIONS : null;
}

export function publicChunks(): CodeSplittingGroup[] {
  return [
    { name: "framework", test: framework, priority: 2 },
    { name: publicShared, debugName: "public-shared", priority: 1 },
    // After public-shared has taken its modules, so that a page's chunk does not pull them in as dependencies.
    { name: sharedWithBackOffice, debugName: "page shared with the back office", priority: 0 },
    { name: sectionsShared, debugName: "kind-sections", priority: 0 },
    // After public-shared too (ADR 0116): a frame only these pages share once took the page banner and
    // lucide's runtime along as its dependencies, a chunk every public page then loaded.
    { name: emailPagesShared, debugName: "e-mail-pages-shared", priority: 0 },
  ];
}
