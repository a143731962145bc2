import type { FastifyRequest } from "fastify";
import { isBackOfficePath } from "./page-path.ts";
import type { PageRouteMatcher } from "./route-matcher.ts";

/**
 * React Router's route discovery (`/__manifest?p=…&version=…`): its answer depends on every
 * parameter, costs no database read, and is left to the handler.
 */
const MANIFEST_PATH = "/__manifest";

/**
 * The cache key of a page request: its path and only the query parameters the matched routes
 * declare, in a fixed order (plus `_routes` for a data request). Any other parameter can't change
 * the page, so it shares the page's entry instead of making one of its own. The back office and
 * React Router's route manifest are never cached.
 */
export function pageKeyFor(match: PageRouteMatcher) {
  return (request: Pick<FastifyRequest, "url">): string | undefined => {
    const url = request.url;
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname === MANIFEST_PATH || isBackOfficePath(pathname)) return undefined;
    if (queryAt === -1) return pathname;
    const allowed = match(pathname).searchParams;
    if (allowed.size === 0) return pathname;
    const kept = [...new URLSearchParams(url.slice(queryAt + 1))]
      .filter(([name]) => allowed.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return kept.length === 0 ? pathname : `${pathname}?${new URLSearchParams(kept)}`;
  };
}
