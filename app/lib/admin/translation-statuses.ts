import { type TranslatedLocale, translatedLocales } from "../../../domain/locales.ts";
import { type TranslationStatus, translationStatusesSchema } from "../../../domain/translations.ts";

/**
 * Where each language's translation of a record stands, as an admin read says it (`translations`,
 * issue 74); a read without it (a kind that translates nothing, an older answer) says nothing.
 */
export function translationStatusesOf(
  record: object | undefined,
): Partial<Record<TranslatedLocale, TranslationStatus>> {
  const said = translationStatusesSchema.safeParse(
    record && "translations" in record ? record.translations : undefined,
  );
  if (!said.success) return {};
  return Object.fromEntries(
    translatedLocales.flatMap((locale) => {
      const status = said.data[locale]?.status;
      return status ? [[locale, status]] : [];
    }),
  );
}
