import slugify from "@sindresorhus/slugify";
import { slugLimits, slugPattern } from "./slug-shape.ts";

// Apart from domain/slugs.ts so that the schemas public forms load do not carry the transliteration tables.
/**
 * The slug a name makes: transliterated to ASCII (Urdu, Arabic, Cyrillic, accents…), lowercase,
 * words joined by hyphens, cut at a word within the limit; `fallback` (the kind's word) when the name
 * has nothing left (only signs or emoji). The same in the browser (the form's suggestion) and on the
 * server (a create without a slug).
 */
export function slugFrom(name: string, fallback: string): string {
  const whole = slugify(name, { decamelize: false });
  const cut = whole.length <= slugLimits.max ? whole : whole.slice(0, slugLimits.max + 1).replace(/-[^-]*$/, "");
  const slug = cut.slice(0, slugLimits.max).replace(/-+$/, "");
  return slugPattern.test(slug) ? slug : fallback;
}
