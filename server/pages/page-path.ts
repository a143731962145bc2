/** Characters that make React Router see another path than the raw target: escapes, dot segments, backslashes. */
const NEEDS_NORMALISING = /[%.\\]/;

/**
 * The pathname React Router matches a target against: resolved as the Fetch API resolves it
 * (`/a/../admin`, `\admin`), then each segment percent-decoded (`/%61dmin` is `/admin`), an encoded
 * slash kept encoded. Any rule about which page a URL is (the back office, a cache key) reads this.
 */
export function pagePathname(target: string): string {
  const queryAt = target.indexOf("?");
  const raw = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!NEEDS_NORMALISING.test(raw)) return raw;
  let resolved = raw;
  try {
    resolved = new URL(`http://localhost${raw}`).pathname;
  } catch {
    // An unparseable target matches no route: keep it as it came.
  }
  return resolved
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll("/", "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

const backOffice = /^\/admin(?:[/.]|$)/i;

/** Whether a request target is a back-office page (React Router matches paths without regard to case). */
export const isBackOfficePath = (target: string): boolean => backOffice.test(pagePathname(target));
