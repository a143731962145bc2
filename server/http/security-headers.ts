import type { AppConfig } from "../config.ts";

/** Browsers must keep to HTTPS for a year on this host and its subdomains (sent over HTTPS only). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** Powerful features no page of the site uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

/**
 * What an answer that is not a page may do in a browser: nothing. An API answer, an image or a
 * download opened directly runs no script, loads nothing and can't be framed.
 */
export const NON_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The API's browsable description (Swagger UI, its own scripts and styles from this origin; it
 * reads the description with fetch). Its validator badge, which would call an outside service, is
 * switched off (server/plugins/openapi.ts).
 */
export const API_DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Answers to a signed-in caller hold what only staff may see: no cache, shared or private, keeps them. */
export const SIGNED_IN_CACHE_CONTROL = "no-store";

/**
 * Whether the request reached the site over HTTPS: always when the public address is HTTPS (TLS is
 * ended in front of us), or when a trusted proxy says so (`X-Forwarded-Proto`, with TRUST_PROXY).
 */
export function servedOverHttps(config: Pick<AppConfig, "publicUrl">) {
  const publicHttps = config.publicUrl.startsWith("https:");
  return (request: { readonly protocol: string }) => publicHttps || request.protocol === "https";
}
