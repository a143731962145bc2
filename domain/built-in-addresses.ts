import { knownLocales } from "./locales.ts";

/**
 * The first path segments the site answers itself (issue 54): a page served at `/<slug>` may take
 * none of them, or it would shadow the built-in address (or be shadowed by it). Declared once here;
 * tests/unit/built-in-addresses.test.ts fails when app/routes.ts or public/ gains a first segment this
 * list does not know, so a new built-in route cannot silently collide with a page.
 */
export const builtInAddresses = {
  /** The public site's and back office's routes in app/routes.ts. */
  site: [
    "sitemap.xml",
    "robots.txt",
    "about",
    "services",
    "projects",
    "products",
    "career",
    "project-details",
    "product-details",
    "contact",
    "privacy",
    "newsletter",
    "blog",
    "admin",
  ],
  /** Answered by the server before the site's routes: the API, uploads, previews, built files, and the feed's usual addresses (`/feed`, `/rss.xml`: one 301 each). */
  server: ["api", "uploads", "preview", "assets", "favicon.ico", "feed", "rss.xml"],
  /** Files of public/, served as they are. */
  files: ["images", "media"],
  /** The languages' prefixes (`/ur/…`, issue 74), the default's too: a page called `ur` would be the Urdu site. */
  locales: knownLocales,
  /** The usual names of a site's own pages, kept for them. */
  planned: ["rss", "search", "login", "logout", "home", "index"],
} as const;

/**
 * Every first segment a page's slug may not be. Marked pure so that a public page, which loads
 * domain/addresses.ts for `addressOf` but never asks `slugsAt`, does not carry the list.
 */
export const builtInFirstSegments: readonly string[] = /* @__PURE__ */ Object.values(builtInAddresses).flat();

/**
 * The blog's own second segments (`/blog/tag/<tag>`, `/blog/author/<id>`): no article may take one as
 * its slug (issue 54). The feeds (`rss.xml`, `feed.json`) hold a dot, which no slug can.
 */
export const blogOwnSegments: readonly string[] = ["tag", "author"];
