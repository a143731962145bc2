import { builtInFirstSegments } from "./built-in-addresses.ts";

/**
 * A slug's shape (ADR 0160), apart from domain/slugs.ts's schemas so that what every public page
 * loads (addresses, `slugsAt`) carries no Zod.
 */
export const slugLimits = { max: 80 } as const;

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Which records a slug must be unique among: the words a message names them by. */
export type SlugKind = "category" | "service" | "portfolio" | "job" | "page" | "article";

/**
 * Slugs that would name one of the site's own addresses instead of a record: a category called
 * `sub-services` would be shadowed by the old `/services/sub-services/:id`, a job called `form` by
 * the old `/career/form/:id` (both still answer with a redirect), a page called `about` by /about.
 */
export const reservedSlugs: Record<SlugKind, readonly string[]> = {
  category: ["sub-services", "service-detail"],
  service: [],
  portfolio: [],
  job: ["form"],
  /** A page is served at `/<slug>`: none may take a built-in route's first segment (issue 54). */
  page: builtInFirstSegments,
  /** `/blog/tag/…`, `/blog/author/…` and the feeds sit beside `/blog/<slug>`. */
  article: ["tag", "author", "rss-xml", "feed-json"],
};
