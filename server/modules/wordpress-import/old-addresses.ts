import { pathKey } from "../../../domain/redirects.ts";
import type { WxrSite } from "./wxr-entries.ts";

/**
 * The addresses a WordPress site answered, read back from its export (ADR 0242): which host was
 * the site's, a link's path and the query words WordPress's plain links use (`/?p=12`), and where in
 * `wp-content/uploads` a file was, whatever size of it a post showed.
 */

/** Query words that name an item in WordPress's plain links: the only query an old address keeps. */
const itemQueries = ["p", "page_id", "attachment_id", "cat", "tag", "author", "feed"] as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
};

/** The site an export came from, as the import matches it again: host and path, no scheme or `www.`. */
export function sourceOf(site: WxrSite): string {
  const address = site.baseBlogUrl || site.link || site.baseSiteUrl;
  try {
    const url = new URL(address);
    return `${url.hostname.toLowerCase().replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return address.trim().toLowerCase() || "unknown site";
  }
}

/** The hosts the old site answered on. */
export function siteHosts(site: WxrSite): Set<string> {
  return new Set([site.link, site.baseBlogUrl].flatMap((url) => hostOf(url) ?? []));
}

/**
 * An address of the old site as this site would be asked for it once the domain points here: its
 * path without a trailing slash, with the one query word that names an item (`/?p=12`); undefined
 * for an address on another host, or one of no use (an anchor, a mail link).
 */
export function oldPathOf(address: string, hosts: ReadonlySet<string>): string | undefined {
  const trimmed = address.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, "http://old-site.invalid");
  } catch {
    return undefined;
  }
  const relative = url.hostname === "old-site.invalid";
  if (!relative && !hosts.has(url.hostname.toLowerCase().replace(/^www\./, ""))) return undefined;
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  // Browsers send escapes in capitals (%D8%A7); WordPress writes them in small letters.
  const path = pathKey(url.pathname.replace(/%[0-9a-f]{2}/gi, (code) => code.toUpperCase()));
  const query = itemQueries.find((word) => url.searchParams.has(word));
  const value = query ? url.searchParams.get(query) : null;
  return query && value ? `${path}?${query}=${encodeURIComponent(value)}` : path;
}

/**
 * Where a file sat in the site's uploads (`2008/06/canola2.jpg`): after `/wp-content/uploads/`, or
 * the whole path on WordPress.com's file hosts; undefined for any other address.
 */
export function uploadsPathOf(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address.trim(), "http://old-site.invalid");
  } catch {
    return undefined;
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  const at = path.indexOf("/wp-content/uploads/");
  if (at !== -1) return path.slice(at + "/wp-content/uploads/".length);
  if (/\.files\.wordpress\.com$/i.test(url.hostname) || /^(?:i\d\.wp\.com)$/i.test(url.hostname))
    return path.replace(/^\/+/, "");
  return undefined;
}

/**
 * The uploads paths a file's address may stand for, most exact first: itself, the original of a
 * resized copy (`photo-300x200.jpg`), of WordPress's scaled copy (`photo-scaled.jpg`), and each
 * without a multisite's `sites/<n>/`.
 */
export function uploadsCandidates(path: string): string[] {
  const candidates = new Set<string>([path]);
  const original = path.replace(/-\d+x\d+(?=\.[a-z0-9]+$)/i, "");
  candidates.add(original);
  candidates.add(original.replace(/-scaled(?=\.[a-z0-9]+$)/i, ""));
  for (const candidate of [...candidates]) candidates.add(candidate.replace(/^sites\/\d+\//, ""));
  return [...candidates];
}

/** The path an old site's uploads were answered at, for a file's redirect. */
export const uploadsAddress = (path: string) =>
  `/wp-content/uploads/${path.split("/").map(encodeURIComponent).join("/")}`;
