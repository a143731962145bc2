/**
 * The public site's identity and the constants of the public-site spec (section 9), in one place for
 * every page, the SEO helper and the tests. Texts are the spec's, verbatim. Sizes, durations and
 * breakpoints of the UI live next to the components that use them (ADR 0073).
 */

export const SITE_NAME = "Ravi Digital";
export const SITE_TAGLINE = "Software, design and digital marketing from Lahore";
export const SITE_DESCRIPTION =
  "A Lahore software and digital agency: custom software, web and mobile apps, UI/UX design, cloud and digital marketing for ambitious businesses.";

/** The agency's mark, as the browser tab's icon. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Agency</title><rect width="64" height="64" rx="14" fill="#3b3fd8"/><path d="M18 44V20h12a12 12 0 0 1 0 24z" fill="none" stroke="#fff" stroke-width="6"/><circle cx="46" cy="40" r="5" fill="#7dd3fc"/></svg>';

/**
 * The icon travels inside every page, the status pages included, as a `data:` address: a browser
 * asks for a linked icon only once the page is parsed, so on a slow phone that request landed next
 * to the first paint (docs/decisions/0045).
 */
export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;

/** The office (ADR 0030): the map position is the spec's; the street address is the agency's own. */
export const OFFICE = {
  streetAddress: "Office 12, 3rd Floor, Sector CCA, DHA Phase 4",
  locality: "Lahore",
  region: "Punjab",
  postalCode: "54792",
  country: "Pakistan",
  countryCode: "PK",
  phone: "+92 42 3589 0000",
  latitude: 31.4708,
  longitude: 74.3991,
  zoom: 13,
  popup: "Our Office Location",
} as const;

/**
 * The office map's tiles: the site's only outside source, so the pages' Content-Security-Policy
 * allows this origin for images and nothing else.
 */
export const MAP_TILES = {
  url: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  origin: "https://*.tile.openstreetmap.org",
} as const;

export const COPYRIGHT_YEAR = 2019;

/** Our Values on /about. */
export const companyValues = [
  "Innovation",
  "Integrity",
  "Quality",
  "Collaboration",
  "User-Centric Focus",
  "Accountability",
  "Continuous Improvement",
] as const;

/** The portfolio filters keep only these categories, after All. */
export const PORTFOLIO_ALL = "All";
export const portfolioFilterCategories = ["Web Development", "Mobile App Development"] as const;

export const PROJECTS_PER_PAGE = 6;
export const PRODUCTS_PER_PAGE = 6;

export const heroTexts = {
  headline: "Be the market Leader in your industry",
  subline: "Stay ahead of the competition with cutting-edge technology and innovative solutions to lead your industry!",
  whatWeDo: "What We Do",
  viewWorks: "View Works",
} as const;

export const offeringBlurbs = [
  "Custom Software Development",
  "Smart E-Commerce & Digital Presence",
  "Digital Transformation & Innovation",
  "Cloud-Based Business Solutions",
] as const;
export const NEWSLETTER_ENDPOINT = "/api/v1/newsletter/create";
