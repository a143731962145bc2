import type { ContentPath } from "../../../../domain/content-kinds.ts";
import type { TranslatedLocale } from "../../../../domain/locales.ts";
import type { TranslationDto } from "../../../../domain/translations.ts";
import { get, remove, send } from "./request.ts";

/**
 * A record's translation into one language (docs/api.md "Languages", issue 74): read it, save its
 * draft, publish the draft, or remove it. `path` is the kind's API word, `id` the record's ("site"
 * for the site's parts).
 */
export const translationsApi = {
  read: (path: ContentPath, id: string, locale: TranslatedLocale) =>
    get<TranslationDto>(`/${path}/${id}/translations/${locale}`),
  save: (path: ContentPath, id: string, locale: TranslatedLocale, fields: Record<string, unknown>) =>
    send<TranslationDto>("PUT", `/${path}/${id}/translations/${locale}`, { fields }),
  publish: (path: ContentPath, id: string, locale: TranslatedLocale) =>
    send<TranslationDto>("POST", `/${path}/${id}/translations/${locale}/publish`),
  remove: (path: ContentPath, id: string, locale: TranslatedLocale) => remove(`/${path}/${id}/translations/${locale}`),
};
