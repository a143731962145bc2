import type { PageViewPath } from "../modules/insights/page-view-of.ts";
import { isBackOfficePath } from "./page-path.ts";
import type { PageRouteMatcher } from "./route-matcher.ts";

const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";
const MAX_PATH = 300;

/** A page's path as insights show it: a data request as its page, without a trailing slash. */
function pagePathOf(pathname: string): string {
  let path = pathname === ROOT_DATA ? "/" : pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -5) : pathname;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path.slice(0, MAX_PATH);
}

const pageContent = /^text\/(?:html|x-script)\b/i;

/**
 * Which answers of the pages' catch-all route are page views (ADR 0080): a public page's document,
 * and the data request (`/about.data`) by which the site, once running in the browser, fetches the
 * next page it shows. The back office, React Router's route manifest, resource routes (robots.txt,
 * sitemap.xml) and unknown paths (404) are not. With the built app the route table decides, so a
 * 304 counts too; in development (no table) the answer's type does.
 */
export function pageViewPath(routes: PageRouteMatcher | undefined): PageViewPath {
  return (pathname, reply) => {
    if (isBackOfficePath(pathname) || pathname === "/__manifest") return null;
    if (routes) return routes(pathname).isPage ? pagePathOf(pathname) : null;
    return pageContent.test(String(reply.getHeader("content-type") ?? "")) ? pagePathOf(pathname) : null;
  };
}
