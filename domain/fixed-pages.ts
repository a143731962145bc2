import type { PageSearchSettings, PageSettings, SearchSettings } from "./search-settings.ts";

/**
 * The site's own pages, each with search settings of its own in Site › Search and sharing (issue 53,
 * ADR 0179): the pages that exist whatever the content, in the sitemap's order, with the address
 * each answers at and its own title (the home page's is its headline).
 */
export const fixedPages = {
  home: { label: "Home", path: "/" },
  about: { label: "About Us", path: "/about" },
  services: { label: "Services", path: "/services" },
  projects: { label: "Our Projects", path: "/projects" },
  products: { label: "Our Products", path: "/products" },
  career: { label: "Careers", path: "/career" },
  contact: { label: "Contact", path: "/contact" },
  privacy: { label: "Privacy Policy", path: "/privacy" },
} as const;
export type FixedPage = keyof typeof fixedPages;
export const fixedPageNames = Object.keys(fixedPages).filter((name): name is FixedPage => name in fixedPages);

/** The fixed page at `path`, if it is one. */
export const fixedPageAt = (path: string): FixedPage | undefined =>
  fixedPageNames.find((name) => fixedPages[name].path === path);

/** Whether settings change anything: a page with only defaults need not travel with every page. */
export const setsNothing = (settings: PageSettings) =>
  settings.title === "" &&
  settings.description === "" &&
  settings.image === "" &&
  !settings.noindex &&
  settings.canonical === "";

/**
 * Whether a search engine is asked to index the page at `path` (a site path) with these settings: not
 * when hidden, nor when its canonical address is another page's (its own, as a path or as an absolute
 * address on `origin`, still counts as its own).
 */
export function isIndexed(settings: PageSettings, path: string, origin: string): boolean {
  const { noindex, canonical } = settings;
  return !noindex && (canonical === "" || canonical === path || canonical === `${origin}${path}`);
}

/** A record or page never given its own settings: the site's defaults everywhere (zod-free, for public pages). */
export const defaultSearchSettings: SearchSettings = {
  title: "",
  description: "",
  image: "",
  noindex: false,
  canonical: "",
};

/** Every fixed page with the defaults. */
const d = defaultSearchSettings;
export const defaultPageSearchSettings: PageSearchSettings = {
  home: d,
  about: d,
  services: d,
  projects: d,
  products: d,
  career: d,
  contact: d,
  privacy: d,
};
