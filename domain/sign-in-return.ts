/**
 * Where a sign-in returns to (issue 69): a back-office link opened signed out (the new-lead
 * e-mail's `/admin/enquiries?id=…`) goes to the sign-in with `?redirectTo=` and, once signed in, to
 * that address. Only this site's own /admin screens are taken — never another host, a
 * protocol-relative `//host`, a backslash trick or a path that climbs out of /admin — so the
 * sign-in page cannot be made to send anyone elsewhere (an open redirect).
 */
export const SIGN_IN_PATH = "/admin/login";
export const SIGN_IN_RETURN_PARAM = "redirectTo";
/** Where a sign-in goes without a usable return address: the dashboard. */
export const SIGN_IN_HOME = "/admin";

/** Longer than any screen's address with its filters; anything past it is not a link we made. */
const RETURN_MAX = 2000;
/** Screens a return to would be pointless or a loop: the sign-in itself and the password reset. */
const NEVER_RETURN_TO = ["/admin/login", "/admin/reset-password"];
/** A base only to resolve against: the value must stay on it. */
const SAME_SITE = "http://same-site.invalid";

const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** The path, query and hash to return to, or null when `value` is not one of this site's /admin screens. */
export function signInReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_MAX) return null;
  // Only a path: not "//host", not "/\\host" (browsers read a backslash as a slash), nothing invisible.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControl(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  // Resolved, so "/admin/../x" is "/x" and refused, and "/admin%2F.." stays one odd segment under /admin.
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (path !== SIGN_IN_HOME && !path.startsWith(`${SIGN_IN_HOME}/`)) return null;
  if (NEVER_RETURN_TO.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in's address for someone signed out at `current` (path and query): the dashboard needs no return. */
export function signInPathFor(current: string): string {
  const back = signInReturnPath(current);
  return back && back !== SIGN_IN_HOME && back !== `${SIGN_IN_HOME}/`
    ? `${SIGN_IN_PATH}?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(back)}`
    : SIGN_IN_PATH;
}
