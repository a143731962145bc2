import { useLocation, useMatches } from "react-router";
import { addressIn } from "../../../../domain/local-addresses";
import { type Locale, localeFacts, localeOfPath, pathWithoutLocale } from "../../../../domain/locales";

type Versions = Partial<Record<Locale, string>>;

/** The versions a record page's loader named (issue 74); a fixed page has none of its own. */
function versionsOf(data: unknown): Versions | null {
  if (typeof data !== "object" || data === null || !("versions" in data)) return null;
  const { versions } = data;
  return typeof versions === "object" && versions !== null ? versions : null;
}

/**
 * The language switch (issue 74): a link per other language the site serves, each in that language's
 * own name, to this content's version in it — a record's translated page, a fixed page's twin — or,
 * where the content has none, to that language's home.
 */
export function LanguageSwitch({ locales }: { locales: readonly Locale[] }) {
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  const here = localeOfPath(pathname);
  const versions = versionsOf(page?.loaderData);
  const others = locales.filter((locale) => locale !== here);
  if (others.length === 0) return null;
  return (
    <nav aria-label="Language" className="flex justify-end gap-3 px-4 pt-2 text-sm">
      {others.map((locale) => {
        const facts = localeFacts[locale];
        const to = versions
          ? (versions[locale] ?? addressIn(locale, "/"))
          : addressIn(locale, pathWithoutLocale(pathname));
        return (
          <a
            key={locale}
            href={to}
            hrefLang={facts.tag}
            lang={facts.tag}
            className="rounded px-2 py-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {facts.ownName}
          </a>
        );
      })}
    </nav>
  );
}
