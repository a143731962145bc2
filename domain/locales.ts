/**
 * The site's languages (issue 74, ADR 0290). English is the default and keeps today's addresses and
 * the specs' words verbatim; every other language lives under `/<locale>/…`. The languages the code
 * can speak are the ones with a message catalogue; `SITE_LOCALES` (server/config.ts) picks which of
 * them the site serves, so turning one on or off is configuration, not code.
 */
export const localeFacts = {
  en: { name: "English", ownName: "English", dir: "ltr", tag: "en", formatTag: "en-GB" },
  ur: { name: "Urdu", ownName: "اردو", dir: "rtl", tag: "ur", formatTag: "ur-PK" },
} as const satisfies Record<string, LocaleFacts>;

type LocaleFacts = {
  /** Its name in English (the back office's words). */
  name: string;
  /** Its name in itself (the language switch's words). */
  ownName: string;
  dir: "ltr" | "rtl";
  /** Its BCP 47 tag, as `lang`, `hreflang` and `Content-Language` say it. */
  tag: string;
  /** The tag dates and numbers are formatted with where visitors read them. */
  formatTag: string;
};

export type Locale = keyof typeof localeFacts;

export const DEFAULT_LOCALE = "en" satisfies Locale;

/** Every language the code can speak, the default first. */
export const knownLocales = Object.keys(localeFacts).filter((name): name is Locale => name in localeFacts);

/** The languages other than the default: each has its own address prefix and translations. */
export const translatedLocales = knownLocales.filter((locale) => locale !== DEFAULT_LOCALE);
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

export const isLocale = (value: string): value is Locale => knownLocales.some((locale) => locale === value);
export const isTranslatedLocale = (value: string): value is TranslatedLocale =>
  translatedLocales.some((locale) => locale === value);

/** `/ur/services/x` → ur; `/services/x`, `/urdu-page` → en. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return isTranslatedLocale(first) ? first : DEFAULT_LOCALE;
}

/** The address without its language prefix: `/ur/services/x` → `/services/x`, `/ur` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** An English-shaped address in `locale`: `/services/x` → `/ur/services/x`, `/` → `/ur`. */
export function pathInLocale(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

export const directionOf = (locale: Locale) => localeFacts[locale].dir;

/**
 * The language a request asks for when its address does not say (an API call, a form posted by
 * script): the first of `Accept-Language`'s languages the site serves, by quality; else the default.
 */
export function localeFromAcceptLanguage(header: string | undefined, served: readonly Locale[]): Locale {
  if (!header) return DEFAULT_LOCALE;
  const asked = header
    .split(",")
    .map((part, order) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: range.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isNaN(quality) ? 0 : quality,
        order,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { language } of asked) {
    const match = served.find((locale) => locale === language);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
