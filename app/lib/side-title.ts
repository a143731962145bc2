/**
 * The vertical side title of a page (spec, Shared layout): the first path segment, upper-cased,
 * underscores turned into spaces, a trailing "-DETAILS" removed; nothing on '/'.
 */
export function sideTitle(pathname: string): string {
  const first = pathname.split("/").find((segment) => segment !== "") ?? "";
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // A malformed escape is shown as typed.
  }
  return segment
    .toUpperCase()
    .replaceAll("_", " ")
    .replace(/-DETAILS$/, "");
}

/** The side title of a page that names no section of the site: a URL nobody published (404). */
export const NOT_FOUND_SIDE_TITLE = "NOT FOUND";

/**
 * The side title to show: the route's own (`handle.sideTitle`, for a page whose URL is not a section
 * of the site, such as the 404 page, which would otherwise spell out the mistyped address), "NOT
 * FOUND" for a route whose loader found nothing (`{ found: false }`: a page, the blog's pages, an
 * article at an address nobody published), else the spec's title from the path.
 */
export function pageSideTitle(pathname: string, handle: unknown, data?: unknown): string {
  if (typeof handle === "object" && handle !== null && "sideTitle" in handle && typeof handle.sideTitle === "string") {
    return handle.sideTitle;
  }
  if (typeof data === "object" && data !== null && "found" in data && data.found === false) return NOT_FOUND_SIDE_TITLE;
  return sideTitle(pathname);
}
