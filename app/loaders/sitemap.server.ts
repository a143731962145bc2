import type { AppLoadContext } from "react-router";
import { fixedPageNames, fixedPages, isIndexed } from "../../domain/fixed-pages";
import { declaredKinds } from "../../server/content-kinds.ts";
import type { PublicPage } from "../../server/engines/content-kinds/public-pages.ts";
import type { SitemapEntry } from "../lib/sitemap";

/**
 * A page a search engine is asked to index: not one hidden from search engines, nor one whose
 * canonical address is another (ADR 0166); with the day it last changed.
 */
const listed =
  (origin: string) =>
  (page: PublicPage): SitemapEntry[] =>
    page.seo && !isIndexed(page.seo, page.path, origin)
      ? []
      : [{ path: page.path, ...(page.updatedAt ? { lastModified: page.updatedAt.slice(0, 10) } : {}) }];

/**
 * Every public URL search engines may index: the fixed pages, then the pages of every kind with
 * addresses, in the kinds' order (each declares its own: server/engines/content-kinds/public-pages.ts).
 */
export async function loadSitemapEntries(context: AppLoadContext): Promise<SitemapEntry[]> {
  const { db } = context;
  const origin = context.config.publicUrl;
  const [site, ...kinds] = await Promise.all([
    context.site(),
    ...declaredKinds.map((declaration) => declaration.publicPages?.(db) ?? []),
  ]);
  return [
    ...fixedPageNames
      .filter((name) => isIndexed(site.seo.pages[name], fixedPages[name].path, origin))
      .map((name) => ({ path: fixedPages[name].path })),
    ...kinds.flat().flatMap(listed(origin)),
  ];
}
