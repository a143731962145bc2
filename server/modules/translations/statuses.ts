import type { ContentKind } from "../../../domain/content-kinds.ts";
import { translatedLocales } from "../../../domain/locales.ts";
import { type TranslationStatuses, translatableValuesOf } from "../../../domain/translations.ts";
import type { Db } from "../../db/client.ts";
import type { PagedList } from "../../http/list-or-csv.ts";
import { sourceHashOf, statusOf, translationRowsOf } from "./store.ts";

/**
 * Each translated language's status of `kind`'s records as the back office reads them (issue 74):
 * one query for all of them, each compared with the record as read (its translatable fields).
 */
export async function translationStatusesOf<Dto extends { _id: string }>(
  db: Db,
  kind: ContentKind,
  records: readonly Dto[],
): Promise<(Dto & { translations: TranslationStatuses })[]> {
  const rows = await translationRowsOf(
    db,
    kind,
    records.map((record) => record._id),
  );
  return records.map((record) => {
    const hash = sourceHashOf(translatableValuesOf(kind, record));
    const translations: TranslationStatuses = {};
    for (const locale of translatedLocales) {
      const row = rows.find((one) => one.recordId === record._id && one.locale === locale);
      translations[locale] = { status: statusOf(row, hash) };
    }
    return { ...record, translations };
  });
}

/** A back-office list of `kind` whose rows carry their translations' statuses (the list's chips). */
export function withTranslationStatuses<Row, Dto extends { _id: string }>(
  db: Db,
  kind: ContentKind,
  list: PagedList<Row, Dto>,
): PagedList<Dto & { translations: TranslationStatuses }, Dto & { translations: TranslationStatuses }> {
  return {
    ...list,
    read: async (window) => translationStatusesOf(db, kind, (await list.read(window)).map(list.toDto)),
    toDto: (row) => row,
  };
}
