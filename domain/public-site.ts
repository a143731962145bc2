/**
 * The public site's identity and the constants of the public-site spec (section 9), in one place for
 * every page, the SEO helper and the tests. Texts are the spec's, verbatim.
 */

export const SITE_NAME = "Ravi Digital";
export const SITE_TAGLINE = "Software, design and digital marketing from Lahore";
export const SITE_DESCRIPTION =
  "A Lahore software and digital agency: custom software, web and mobile apps, UI/UX design, cloud and digital marketing for ambitious businesses.";

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

/** Scroll button: jump to the bottom while the page is scrolled less than this, else to the top. */
export const SCROLL_BUTTON_THRESHOLD_PX = 100;
/** A drag-scroll row shows its left/right indicators once scrolled this far from an edge. */
export const SCROLL_INDICATOR_THRESHOLD_PX = 20;
/** The scroll button's icon size: 10 under 768 px of width, 20 otherwise. */
export const SCROLL_BUTTON_ICON = { small: 10, large: 20, breakpointPx: 768 } as const;

/** Our Values rotation on /about. */
export const VALUES_ROTATION_MS = 5000;
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

/** Animate-on-scroll duration of the grids. */
export const REVEAL_DURATION_MS = 1000;

/** Side title animation (seconds): fade, stagger of its letters, delay, exit. */
export const SIDE_TITLE_MOTION = { fade: 0.5, stagger: 0.2, delay: 0.1, exit: 0.3 } as const;

/** react-hot-toast durations and limit, as the spec gives them (they are also the library's defaults). */
export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const;
export const TOAST_LIMIT = 20;

/** Partner logo strip: 5 partners, the list shown twice; speeds in ms per full pass. */
export const LOGO_STRIP = {
  visible: { large: 4, medium: 3, small: 2 },
  speedMs: { large: 10000, medium: 8000, small: 6000 },
  breakpointsPx: { medium: 768, small: 520 },
} as const;

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
