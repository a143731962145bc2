import { DEFAULT_FILTER_CATEGORIES, DEFAULT_SITE_NAME } from "./site-defaults.ts";

/**
 * The public site's fixed constants of the public-site spec (section 9). The texts staff edit (contact
 * details, page texts, search defaults) are the site's content: domain/site.ts, with today's texts as
 * defaults in domain/site-defaults.ts (ADR 0100). Sizes, durations and breakpoints of the UI live next
 * to the components that use them (ADR 0073).
 */

/** The product's own name where no page is shown: the back office's brand, mail senders, authenticator apps. */
export const SITE_NAME = DEFAULT_SITE_NAME;

/** The agency's mark, as the browser tab's icon. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Agency</title><rect width="64" height="64" rx="14" fill="#3b3fd8"/><path d="M18 44V20h12a12 12 0 0 1 0 24z" fill="none" stroke="#fff" stroke-width="6"/><circle cx="46" cy="40" r="5" fill="#7dd3fc"/></svg>';

/**
 * The icon travels inside every page, the status pages included, as a `data:` address: a browser
 * asks for a linked icon only once the page is parsed, so on a slow phone that request landed next
 * to the first paint (docs/decisions/0045).
 */
export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;

/**
 * The office map's tiles: the site's only outside source, so the pages' Content-Security-Policy
 * allows this origin for images and nothing else.
 */
export const MAP_TILES = {
  url: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  origin: "https://*.tile.openstreetmap.org",
} as const;

export const COPYRIGHT_YEAR = 2019;

/** The portfolio filters keep only these categories, after All, until staff choose others (Site › Portfolio). */
export const PORTFOLIO_ALL = "All";
export const portfolioFilterCategories = DEFAULT_FILTER_CATEGORIES;

export const PROJECTS_PER_PAGE = 6;
export const PRODUCTS_PER_PAGE = 6;

export const NEWSLETTER_ENDPOINT = "/api/v1/newsletter/create";
