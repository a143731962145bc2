import type { FastifyRequest } from "fastify";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * What a page route module declares about its cache key: the query parameters its loaders read
 * (`export const handle = { searchParams: ["page"] }`). Any other parameter can't change the page, so
 * it shares the page's entry instead of making one of its own.
 */
export type PageCacheHandle = { searchParams?: readonly string[] };

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function declaredParams(handle: unknown): string[] {
  if (!handle || typeof handle !== "object" || !("searchParams" in handle)) return [];
  return isStringList(handle.searchParams) ? handle.searchParams : [];
}

/** The build's flat route manifest as the nested routes matchRoutes expects. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    children.set(route.parentId, siblings);
    siblings.push({
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      handle: { searchParams: declaredParams(route.module.handle) },
      ...(route.index ? { index: true } : {}),
    });
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id);
      return below && !route.index ? { ...route, children: attach(below) } : route;
    });
  return attach(children.get(undefined) ?? []);
}

/** React Router's own request for a page's data: `/projects.data`, `/_root.data` for the home page. */
const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";

/**
 * React Router's route discovery (`/__manifest?p=…&version=…`): its answer depends on every
 * parameter, costs no database read, and is left to the handler.
 */
const MANIFEST_PATH = "/__manifest";

/** Remembered per path, so a hit costs no route matching; junk paths are not remembered beyond a bound. */
const MAX_REMEMBERED_PATHS = 2000;

/**
 * The cache key of a page request: its path and the query parameters the matched routes declare,
 * in a fixed order (plus `_routes` for a data request). The back office and React Router's route
 * manifest are never cached.
 */
export function pageKeyFor(manifest: ServerBuild["routes"]) {
  const routes = routeTree(manifest);
  const allowedByPath = new Map<string, ReadonlySet<string>>();

  const allowedParams = (pathname: string): ReadonlySet<string> => {
    const known = allowedByPath.get(pathname);
    if (known) return known;
    const isData = pathname.endsWith(DATA_SUFFIX);
    const routePath = pathname === ROOT_DATA ? "/" : isData ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
    const names = (matchRoutes(routes, routePath) ?? []).flatMap((match) => declaredParams(match.route.handle));
    const allowed = new Set(isData ? [...names, "_routes"] : names);
    if (allowedByPath.size < MAX_REMEMBERED_PATHS) allowedByPath.set(pathname, allowed);
    return allowed;
  };

  return (request: Pick<FastifyRequest, "url">): string | undefined => {
    const url = request.url;
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname === MANIFEST_PATH || /^\/admin(?:[/.?]|$)/i.test(pathname)) return undefined;
    if (queryAt === -1) return pathname;
    const allowed = allowedParams(pathname);
    if (allowed.size === 0) return pathname;
    const kept = [...new URLSearchParams(url.slice(queryAt + 1))]
      .filter(([name]) => allowed.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return kept.length === 0 ? pathname : `${pathname}?${new URLSearchParams(kept)}`;
  };
}
