import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { ContentKind } from "../../../domain/content-kinds.ts";
import type { TranslatedLocale } from "../../../domain/locales.ts";
import { withTranslatedFields } from "../../../domain/translations.ts";
import type { Db } from "../../db/client.ts";
import { contentTranslations } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";

/**
 * What the public site reads of translations (issue 74, ADR 0290): only what was published — a
 * draft is the back office's. The loaders overlay a record with `translated`.
 */
export type PublishedTranslation = {
  locale: TranslatedLocale;
  recordId: string;
  slug: string | null;
  fields: Record<string, unknown>;
  updatedAt: string;
};

type Row = typeof contentTranslations.$inferSelect;

const publishedOf = (locale: TranslatedLocale, row: Row): PublishedTranslation | null =>
  row.published
    ? {
        locale,
        recordId: row.recordId,
        slug: row.slug,
        fields: row.published,
        updatedAt: toIso(row.publishedAt ?? row.updatedAt),
      }
    : null;

const inLanguage = (kind: ContentKind, locale: TranslatedLocale) =>
  and(
    eq(contentTranslations.kind, kind),
    eq(contentTranslations.locale, locale),
    isNotNull(contentTranslations.published),
  );

/** The published translation of one record, or null (not translated / only a draft). */
export async function publishedTranslation(
  db: Db,
  kind: ContentKind,
  recordId: string,
  locale: TranslatedLocale,
): Promise<PublishedTranslation | null> {
  const [row] = await db
    .select()
    .from(contentTranslations)
    .where(and(inLanguage(kind, locale), eq(contentTranslations.recordId, recordId)));
  return row ? publishedOf(locale, row) : null;
}

/** Published translations by record id: of `recordIds`, or of every record of the kind when omitted. */
export async function publishedTranslations(
  db: Db,
  kind: ContentKind,
  locale: TranslatedLocale,
  recordIds?: readonly string[],
): Promise<Map<string, PublishedTranslation>> {
  const found = new Map<string, PublishedTranslation>();
  if (recordIds?.length === 0) return found;
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(
      and(inLanguage(kind, locale), recordIds ? inArray(contentTranslations.recordId, [...recordIds]) : undefined),
    );
  for (const row of rows) {
    const translation = publishedOf(locale, row);
    if (translation) found.set(row.recordId, translation);
  }
  return found;
}

/** The record whose published translation in `locale` has this slug (decoded, NFC), or null. */
export async function recordIdByTranslatedSlug(
  db: Db,
  kind: ContentKind,
  locale: TranslatedLocale,
  slug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ recordId: contentTranslations.recordId })
    .from(contentTranslations)
    .where(and(inLanguage(kind, locale), eq(contentTranslations.slug, slug.normalize("NFC"))));
  return row?.recordId ?? null;
}

/** `record` with the kind's declared translatable fields (and slug) replaced by the translation's. */
export function translated<T extends object>(
  kind: ContentKind,
  record: T,
  translation: PublishedTranslation | null,
): T {
  if (!translation) return record;
  return withTranslatedFields(kind, record, translation.fields, translation.slug);
}
