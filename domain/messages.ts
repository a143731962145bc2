import type { ApplicationWords } from "./application-rules.ts";
import type { Locale } from "./locales.ts";
import { en, type Messages } from "./messages-en.ts";
import { ur } from "./messages-ur.ts";

export type { Messages };

/** One catalogue per language the code can speak (domain/locales.ts): a new language fails to compile until it has one. */
export const catalogues: Record<Locale, Messages> = { en, ur };

/** The site's own words in `locale`. */
export const messagesOf = (locale: Locale): Messages => catalogues[locale];

/** What the job application's checks say, in one catalogue's words. */
export const applicationWords = (m: Messages): ApplicationWords => ({
  ...m.application,
  required: m.text.required,
  tooLong: m.text.tooLong,
});

/**
 * A thing made once per language, on first use: a public form's schema speaks the page's language
 * without being built again for every request.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    const known = made.get(locale);
    if (known !== undefined) return known;
    const fresh = make(locale);
    made.set(locale, fresh);
    return fresh;
  };
}
