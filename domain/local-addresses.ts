import { DEFAULT_LOCALE, type Locale, pathInLocale } from "./locales.ts";

/**
 * A record's address in a language (issue 74, ADR 0290): the English address `addressOf` writes
 * (domain/addresses.ts), made from the translation's slugs, under the language's prefix, each
 * segment percent-encoded (an Urdu slug's letters travel as UTF-8 escapes, as a browser sends them).
 * English addresses are today's, unchanged.
 *
 *   addressIn("ur", addressOf.job({ slug: "ڈیزائنر" })) → /ur/career/%DA%88%DB%8C%D8%B2%D8%A7%D8%A6%D9%86%D8%B1
 */
export function addressIn(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  const queryAt = path.indexOf("?");
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const query = queryAt === -1 ? "" : path.slice(queryAt);
  const encoded = pathname
    .split("/")
    .map((segment) => encodeURIComponent(segment.normalize("NFC")))
    .join("/");
  return `${pathInLocale(encoded, locale)}${query}`;
}

/**
 * The slug an address names, as translations keep it (decoded, NFC): React Router hands a route's
 * parameters decoded, but one escaped twice over, or written in another normal form, names the
 * same record. A slug never holds `%`, so decoding one that has none changes nothing.
 */
export function slugOfSegment(segment: string): string {
  let decoded = segment;
  if (segment.includes("%")) {
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Not an escape: no slug has it, and the record lookup finds nothing.
    }
  }
  return decoded.normalize("NFC");
}
