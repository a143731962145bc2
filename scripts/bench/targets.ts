/** A URL measured under load, and what it must reach there (none: measured for the record). */
export type Target = {
  name: string;
  path: string;
  signedIn?: boolean;
  /** At least this share of nginx's requests per second for the same bytes, in the same run. */
  minRatio?: number;
  /** At most this 99th-percentile latency, in milliseconds. */
  maxP99Ms?: number;
};

export type Ids = { projectId: string };

/**
 * Redirects in the table while every target is measured (an agency's old site moved here: a few
 * thousand), so each figure includes the lookup every request passes (issue 53, ADR 0165).
 */
export const BENCH_REDIRECTS = 5000;
/** One of them, answered from memory before the page cache. */
export const REDIRECTED_PATH = `/old-site/page-${BENCH_REDIRECTS / 2}`;

/** What a visitor's first requests hit, and the back office's most frequent calls (issue 11). */
export function targets(ids: Ids): Target[] {
  return [
    { name: "GET / (page cache)", path: "/", minRatio: 0.8, maxP99Ms: 20 },
    { name: "GET /api/v1/project?type=project", path: "/api/v1/project?type=project", minRatio: 0.6 },
    { name: "GET /about (page cache)", path: "/about" },
    // An article and a page built from blocks (issue 54): from the cache at /about's ratio to nginx.
    { name: "GET /blog/:slug (page cache)", path: "/blog/ravi-logistics-portal-case-study" },
    { name: "GET /our-process (page cache)", path: "/our-process" },
    { name: "GET /projects?page=2 (page cache)", path: "/projects?page=2" },
    { name: "GET /api/v1/category", path: "/api/v1/category" },
    { name: "GET /api/v1/services", path: "/api/v1/services" },
    { name: "GET /api/v1/project?type=product", path: "/api/v1/project?type=product" },
    { name: "GET /api/v1/project/:id", path: `/api/v1/project/${ids.projectId}` },
    { name: "GET /api/v1/job", path: "/api/v1/job" },
    { name: "GET /api/v1/health", path: "/api/v1/health" },
    { name: `GET ${REDIRECTED_PATH} (301 from memory)`, path: REDIRECTED_PATH },
    // Signed-in reads must not queue behind each other (issue 40; session lookups, ADR 0121): p99 at 50 connections.
    { name: "GET /api/v1/admin/me (signed in)", path: "/api/v1/admin/me", signedIn: true, maxP99Ms: 100 },
    { name: "GET /api/v1/count/get-all-counts (signed in)", path: "/api/v1/count/get-all-counts", signedIn: true },
  ];
}

export const HOME = "/";
/** Each target and nginx alternate in this many pairs of rounds (BENCH_SECONDS split between them). */
export const REFERENCE_PAIRS = 3;
/** Rendered without the cache, one visitor: at most this p99. */
export const RENDER_MAX_P99_MS = 30;
/** Junk requests per second sent while home is measured, and the share of nginx home must keep. */
export const JUNK_PER_SECOND = 100;
export const UNDER_JUNK_MIN_RATIO = 0.4;
/** Home counted as a page view keeps at least this share of home not counted (`DNT: 1`), issue 18. */
export const ANALYTICS_MIN_SHARE = 0.95;
/**
 * …as the median of this many alternated pairs of rounds this long (scripts/bench/paired.ts). Two
 * identical sides spread their pairs over 77–134 % here (30 pairs of 2 s); the median of 48 pairs
 * stands within about 2 % of the true share, where 16 pairs of 3 s left it about 5 % either way.
 */
export const ANALYTICS_PAIRS = 48;
export const ANALYTICS_ROUND_SECONDS = 2;
/** Resident memory after warm-up, per database. */
export const MAX_RESIDENT_MB = { PGlite: 450, PostgreSQL: 250 } as const;
/** Resident memory at its highest under the mixed load, per database (issue 50). */
export const MAX_PEAK_MB = { PGlite: 500, PostgreSQL: 300 } as const;
/** The back office's reads while the public site is under load (issue 50): at most this p99. */
export const SIGNED_IN_UNDER_LOAD_MAX_P99_MS = 150;
/** "Flat": what the resident set may grow over the sustained load, beyond its size after warm-up. */
export const MAX_SOAK_GROWTH = 0.1;
