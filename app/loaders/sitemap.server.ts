import type { AppLoadContext } from "react-router";
import { fixedPageNames, fixedPages, isIndexed } from "../../domain/fixed-pages";
import { addressIn } from "../../domain/local-addresses.ts";
import { DEFAULT_LOCALE, type Locale, localeFacts } from "../../domain/locales.ts";
import { declaredKinds } from "../../server/content-kinds.ts";
import type { PublicPage } from "../../server/engines/content-kinds/public-pages.ts";
import { publishedTranslations, translated } from "../../server/modules/translations/reads.ts";
import type { SitemapEntry } from "../lib/sitemap";
import { servedTranslations } from "./translations.server.ts";

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
  const locales = servedTranslations(context);
  const [site, ...kinds] = await Promise.all([
    context.site(),
    ...declaredKinds.map(async (declaration) => {
      const pages = (await declaration.publicPages?.(db)) ?? [];
      // Each page's versions (issue 74): one query a kind and language for its published translations.
      const byLocale = await Promise.all(
        locales.map(async (locale) => ({
          locale,
          translations: await publishedTranslations(db, declaration.kind, locale),
        })),
      );
      return pages.flatMap((page) => {
        const versions: Version[] = [{ locale: DEFAULT_LOCALE, path: page.path }];
        for (const { locale, translations } of byLocale) {
          const translation = page.id ? translations.get(page.id) : undefined;
          if (translation && page.pathWith) {
            const path = page.pathWith((record) => translated(declaration.kind, record, translation));
            versions.push({ locale, path: addressIn(locale, path) });
          }
        }
        return listed(origin)(page).flatMap((entry) => withVersions(entry, versions));
      });
    }),
  ]);
  const served = context.config.locales;
  return [
    ...fixedPageNames
      .filter((name) => isIndexed(site.seo.pages[name], fixedPages[name].path, origin))
      .flatMap((name) =>
        withVersions(
          { path: fixedPages[name].path },
          served.map((locale) => ({ locale, path: addressIn(locale, fixedPages[name].path) })),
        ),
      ),
    ...kinds.flat(),
  ];
}

type Version = { locale: Locale; path: string };

/**
 * An English page's entry and one for each of its translated versions, each naming every version
 * (`xhtml:link` alternates, `x-default` the English one); a page with one version is listed as is.
 */
function withVersions(entry: SitemapEntry, versions: readonly Version[]): SitemapEntry[] {
  if (versions.length < 2) return [entry];
  const alternates = [
    ...versions.map(({ locale, path }) => ({ hreflang: localeFacts[locale].tag, path })),
    { hreflang: "x-default", path: entry.path },
  ];
  return versions.map(({ path }) => ({ ...entry, path, alternates }));
}
