import { blogOwnSegments, builtInFirstSegments } from "./built-in-addresses.ts";
import type { PortfolioType } from "./enums.ts";
import { slugPattern as slugShape } from "./slug-shape.ts";

/**
 * The one source of a record's public address (issue 53, ADR 0161): every link, the sitemap, the
 * canonical URL, JSON-LD, Open Graph and the preview pages ask here. A service is addressed under
 * its category, as the site's menu shows it; a portfolio item under its type's list.
 */
export const addressOf = {
  category: (category: { slug: string }) => `/services/${category.slug}`,
  service: (service: { slug: string; category: { slug: string } }) =>
    `/services/${service.category.slug}/${service.slug}`,
  portfolio: (item: { type: PortfolioType; slug: string }) => `${portfolioListPath[item.type]}/${item.slug}`,
  job: (job: { slug: string }) => `/career/${job.slug}`,
  /** A page built from blocks sits at the site's top level (issue 54). */
  page: (page: { slug: string }) => `/${page.slug}`,
  /** An article of the blog (issue 54). */
  article: (article: { slug: string }) => `/blog/${article.slug}`,
  /** The blog's articles with one tag, and by one author (their slug, made from their shown name: ADR 0219). */
  blogTag: (tag: string) => `/blog/tag/${tag}`,
  blogAuthor: (author: { slug: string }) => `/blog/author/${author.slug}`,
  jobApplication: (job: { slug: string }) => `/career/${job.slug}/apply`,
};

/** A record's address read back: its kind and the slugs `addressOf` wrote it with. */
export type AddressedSlugs =
  | { kind: "category"; slug: string }
  | { kind: "service"; category: string; slug: string }
  | { kind: PortfolioType; slug: string }
  | { kind: "job"; slug: string }
  | { kind: "page"; slug: string }
  | { kind: "article"; slug: string };

/**
 * What `path` would name if it were a record's address, read the way `addressOf` writes one (a job's
 * application form counts as its page; one slug alone, a page); null for a path of any other shape. Whether such a record
 * exists is the database's to say.
 */
export function slugsAt(path: string): AddressedSlugs | null {
  const parts = path.split("/").slice(1);
  const [only] = parts;
  if (parts.length === 1 && slugShape.test(only) && !builtInFirstSegments.includes(only))
    return { kind: "page", slug: only };
  if (parts.length < 2 || parts.some((part) => part === "")) return null;
  const [list, slug, more, ...rest] = parts;
  if (rest.length > 0) return null;
  if (list === "services")
    return more === undefined ? { kind: "category", slug } : { kind: "service", category: slug, slug: more };
  if (more === undefined && list === "projects") return { kind: "project", slug };
  if (more === undefined && list === "products") return { kind: "product", slug };
  if (list === "career" && (more === undefined || more === "apply")) return { kind: "job", slug };
  if (more === undefined && list === "blog" && !blogOwnSegments.includes(slug)) return { kind: "article", slug };
  return null;
}

/** The list each portfolio type's addresses sit under. */
export const portfolioListPath: Record<PortfolioType, string> = { project: "/projects", product: "/products" };

/**
 * The addresses the specs name (by database id) that the site once served; each now answers one 301
 * to the record's current address (`server/`'s former-address routes, ADR 0161).
 */
export const specAddresses = {
  category: "/services/sub-services/:id",
  service: "/services/service-detail/:id",
  project: "/project-details?id=",
  product: "/product-details?id=",
  job: "/career/:id",
  jobApplication: "/career/form/:id",
} as const;
