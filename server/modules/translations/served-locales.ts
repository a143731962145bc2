import { isTranslatedLocale, type TranslatedLocale } from "../../../domain/locales.ts";
import type { AppConfig } from "../../config.ts";

/**
 * The translated languages the site serves (SITE_LOCALES picks them, issue 74): only theirs are
 * read and written; another's translations answer 404.
 */
export const servedTranslatedLocales = (config: AppConfig): readonly TranslatedLocale[] =>
  config.locales.filter(isTranslatedLocale);
