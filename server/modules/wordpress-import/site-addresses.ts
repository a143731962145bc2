import { addressOf } from "../../../domain/addresses.ts";
import { blogPaths } from "../../../domain/blog-feeds.ts";
import { type ExportIndex, termKey } from "./export-index.ts";
import type { ImportRun } from "./import-run.ts";

/**
 * The old site's addresses that were not an item's (ADR 0242), and their new home: each category's
 * and tag's page (and their plain `?cat=`/`?tag=` links), each author's, and the feed's plain link.
 * Links in posts are rewritten to them, and each becomes a redirect.
 */
export type SiteAddress = { from: string; to: string; what: string };

/** A category's address: under its parents' (`/category/parent/child`). */
function categoryPath(index: ExportIndex, slug: string): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  for (let at = index.terms.get(termKey("category", slug)); at && !seen.has(at.slug); ) {
    seen.add(at.slug);
    parts.unshift(at.slug);
    const parent = at.parent;
    at = parent ? index.terms.get(termKey("category", parent)) : undefined;
  }
  return `/category/${parts.join("/") || slug}`;
}

export function siteAddresses(run: ImportRun): SiteAddress[] {
  const { index, plan } = run;
  const found: SiteAddress[] = [];
  for (const [key, tag] of plan.tagOfTerm) {
    const term = index.terms.get(key);
    const [taxonomy, slug = ""] = key.split(/:(.*)/s);
    const to = run.tagAddress(tag);
    const name = term?.name ?? slug;
    if (taxonomy === "category") {
      const what = `category “${name}”`;
      found.push({ from: categoryPath(index, slug), to, what });
      if (term?.id) found.push({ from: `/?cat=${term.id}`, to, what });
    } else {
      const what = `tag “${name}”`;
      found.push({ from: `/tag/${slug}`, to, what }, { from: `/?tag=${slug}`, to, what });
    }
  }
  for (const [login, author] of run.authorPages) {
    // WordPress's author address is the login made into a slug (`user_nicename`).
    const nicename = login.toLowerCase().replace(/[^a-z0-9_-]+/g, "-");
    const to = addressOf.blogAuthor(author);
    const what = `author ${author.name}`;
    found.push({ from: `/author/${nicename}`, to, what });
    const id = index.authors.get(login)?.id;
    if (id) found.push({ from: `/?author=${id}`, to, what });
  }
  // `/feed` answers already, the site's own redirect (ADR 0248); WordPress's plain link to it does not.
  found.push({ from: "/?feed=rss2", to: blogPaths.rss, what: "the site's feed" });
  return found;
}
