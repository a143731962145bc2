import type { Locale } from "../locales.ts";
import { en, type Messages } from "./en.ts";
import { ur } from "./ur.ts";

export type { Messages };

/** One catalogue per language the code can speak (domain/locales.ts): a new language fails to compile until it has one. */
export const catalogues: Record<Locale, Messages> = { en, ur };

/** The site's own words in `locale`. */
export const messagesOf = (locale: Locale): Messages => catalogues[locale];
