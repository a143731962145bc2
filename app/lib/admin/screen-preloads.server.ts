import { SESSION_COOKIE } from "../../../domain/session-cookie.ts";
import { SIGN_IN_PATH } from "../../../domain/sign-in-return.ts";
import { screenReads, sessionReads } from "./screen-reads.ts";

/** Shown signed in or not: their visit must stay exactly as it was (no call made for them). */
const SIGNED_OUT_SCREENS = [SIGN_IN_PATH, "/admin/reset-password"];

const carriesSession = (cookieHeader: string | null) =>
  cookieHeader !== null && new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}\\s*=`).test(cookieHeader);

/**
 * The `Link` header that starts a back-office screen's reads with its page (ADR 0287): the session
 * check and the screen's declared reads, fetched by the browser while the route modules load, then
 * handed to the screen's own fetch of the same address. Only for a visit carrying a session cookie:
 * a signed-out visit asks nothing more than before. Reads some roles never make are left out; a
 * stale cookie's preloads answer 401, which no script reads.
 */
export function screenPreloadHeader(request: Request): string | null {
  const url = new URL(request.url);
  if (!/^\/admin(?:\/|$)/.test(url.pathname) || request.method !== "GET") return null;
  const path = url.pathname.replace(/\/+$/, "");
  if (SIGNED_OUT_SCREENS.includes(path) || !carriesSession(request.headers.get("cookie"))) return null;
  const urls = [
    ...sessionReads,
    ...screenReads(url.pathname, url.search)
      .filter((read) => read.when === undefined)
      .map((read) => read.url),
  ];
  // The same credentials mode as the back office's fetch (same-origin): `crossorigin` is anonymous.
  return urls.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin`).join(", ");
}
