import { SITEMAP_MAX_URLS, sitemapPartPath } from "../../domain/sitemap";

/** One URL of the sitemap: a site path (with its identifying query, if any) and when it last changed. */
export type SitemapEntry = {
  path: string;
  lastModified?: string;
  /** Every language version of the page, itself included (issue 74): `xhtml:link` alternates. */
  alternates?: readonly { hreflang: string; path: string }[];
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

/** A sitemaps.org urlset; each path is made absolute with the site's public origin. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : "";
    const alternates = (entry.alternates ?? []).map(
      ({ hreflang, path }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(`${origin}${path}`)}"/>`,
    );
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}${alternates.join("")}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The entries cut, in order, into parts of at most `size` addresses. */
export function sitemapParts<T>(entries: readonly T[], size = SITEMAP_MAX_URLS): T[][] {
  return Array.from({ length: Math.ceil(entries.length / size) }, (_, i) => entries.slice(i * size, (i + 1) * size));
}

/** The newest last change of the entries (days as `YYYY-MM-DD` compare as text), if any has one. */
function newestOf(entries: readonly SitemapEntry[]): string | undefined {
  let newest: string | undefined;
  for (const { lastModified } of entries) if (lastModified && (!newest || lastModified > newest)) newest = lastModified;
  return newest;
}

/** A sitemaps.org index of the parts, each dated by the newest change it lists. */
export function sitemapIndexXml(origin: string, parts: readonly (readonly SitemapEntry[])[]): string {
  const sitemaps = parts.map((part, i) => {
    const newest = newestOf(part);
    const lastmod = newest ? `<lastmod>${escapeXml(newest)}</lastmod>` : "";
    return `  <sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(i + 1)}`)}</loc>${lastmod}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}

/**
 * What /sitemap.xml answers (ADR 0170): the urlset while the entries fit in one sitemap of `size`;
 * past it, the index of its parts, and with `?part=N` part N. Undefined (a 404) for a part that
 * does not exist: past the last, malformed, or any part while there is no index.
 */
export function sitemapDocument(
  origin: string,
  entries: readonly SitemapEntry[],
  part: string | null,
  size = SITEMAP_MAX_URLS,
): string | undefined {
  if (entries.length <= size) return part === null ? sitemapXml(origin, entries) : undefined;
  const parts = sitemapParts(entries, size);
  if (part === null) return sitemapIndexXml(origin, parts);
  const chosen = /^[1-9][0-9]*$/.test(part) ? parts[Number(part) - 1] : undefined;
  return chosen === undefined ? undefined : sitemapXml(origin, chosen);
}

/** robots.txt: everything but the back office and the API, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
