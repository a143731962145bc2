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
