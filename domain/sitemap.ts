/**
 * The sitemap's bounds (ADR 0170). sitemaps.org allows at most 50,000 addresses in one sitemap;
 * past that, /sitemap.xml becomes an index of parts, each at most this many.
 */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The query parameter naming a part: `/sitemap.xml?part=2`. React Router matches a dynamic segment
 * only as a whole segment (`sitemap-:part.xml` is a literal name), and a part under a folder
 * (`/sitemaps/2.xml`) could only list that folder's addresses, so a part is the root file with a query.
 */
export const sitemapQuery = { part: "part" } as const;

/** The site path of part `number` (1-based). */
export const sitemapPartPath = (number: number) => `/sitemap.xml?${sitemapQuery.part}=${number}`;

export const sitemapMessages = { partNotFound: "Sitemap part not found" } as const;
