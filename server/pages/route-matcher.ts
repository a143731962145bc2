import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What the server needs to know of the page routes a path matches, before React Router runs. */
export type MatchedPage = {
  /** The query parameters the matched route modules declare (`export const handle = { searchParams }`). */
  searchParams: ReadonlySet<string>;
  /** Whether the deepest matched route has an action: only then can a form be posted to the path. */
  hasAction: boolean;
  /** Whether the deepest matched route shows a page (it has a component; robots.txt, sitemap.xml do not). */
  isPage: boolean;
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function declaredParams(handle: unknown): string[] {
  if (!handle || typeof handle !== "object" || !("searchParams" in handle)) return [];
  return isStringList(handle.searchParams) ? handle.searchParams : [];
}

type PageRoute = RouteObject & { handle: { searchParams: string[]; hasAction: boolean; isPage: boolean } };

/** The build's flat route manifest as the nested routes matchRoutes expects. */
function routeTree(manifest: ServerBuild["routes"]): PageRoute[] {
  const children = new Map<string | undefined, PageRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    children.set(route.parentId, siblings);
    siblings.push({
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      handle: {
        searchParams: declaredParams(route.module.handle),
        hasAction: route.module.action !== undefined,
        isPage: route.module.default !== undefined,
      },
      ...(route.index ? { index: true } : {}),
    });
  }
  const attach = (routes: PageRoute[]): PageRoute[] =>
    routes.map((route) => {
      const below = children.get(route.id);
      return below && !route.index ? { ...route, children: attach(below) } : route;
    });
  return attach(children.get(undefined) ?? []);
}

/** React Router's own request for a page's data: `/projects.data`, `/_root.data` for the home page. */
const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";

/** Remembered per path so that a hot page costs no matching; junk paths are not remembered beyond a bound. */
const MAX_REMEMBERED_PATHS = 2000;

/** Matches paths against the build's page routes (a `.data` path as the page it belongs to). */
export function pageRouteMatcher(manifest: ServerBuild["routes"]) {
  const routes = routeTree(manifest);
  const remembered = new Map<string, MatchedPage>();
  return (pathname: string): MatchedPage => {
    const known = remembered.get(pathname);
    if (known) return known;
    const isData = pathname.endsWith(DATA_SUFFIX);
    const routePath = pathname === ROOT_DATA ? "/" : isData ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
    const matches = matchRoutes(routes, routePath) ?? [];
    const names = matches.flatMap((match) => match.route.handle.searchParams);
    const deepest = matches.at(-1);
    const page: MatchedPage = {
      searchParams: new Set(isData ? [...names, "_routes"] : names),
      hasAction: deepest?.route.handle.hasAction ?? false,
      isPage: deepest?.route.handle.isPage ?? false,
    };
    if (remembered.size < MAX_REMEMBERED_PATHS) remembered.set(pathname, page);
    return page;
  };
}

export type PageRouteMatcher = ReturnType<typeof pageRouteMatcher>;
