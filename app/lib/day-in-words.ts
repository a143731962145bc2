import { DEFAULT_LOCALE, type Locale, localeFacts } from "../../domain/locales";
import { perLocale } from "../../domain/messages";

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A day as visitors read it ("27 November 2026", the UTC day), the same on the server and in the
 * browser. Written out here rather than by `toLocaleDateString`: a page's first `Intl` date format
 * loads the browser's locale data, a task of its own (~50 ms at Lighthouse's 4× CPU) during hydration.
 */
export function dayInWords(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (locale !== DEFAULT_LOCALE) return formatsIn(locale).format(date);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Another language's days are Intl's, by its formatting tag (only its pages pay for the locale data). */
const formatsIn = perLocale(
  (locale) => new Intl.DateTimeFormat(localeFacts[locale].formatTag, { dateStyle: "long", timeZone: "UTC" }),
);
