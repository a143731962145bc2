import { createHash } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { ContentKind } from "../../../domain/content-kinds.ts";
import type { TranslatedLocale } from "../../../domain/locales.ts";
import type { TranslationDto, TranslationStatus } from "../../../domain/translations.ts";
import type { Db } from "../../db/client.ts";
import { contentTranslations } from "../../db/schema/content.ts";
import { toIso } from "../../lib/iso-date.ts";

export type TranslationRow = typeof contentTranslations.$inferSelect;

const keyOf = (kind: ContentKind, recordId: string, locale: TranslatedLocale) =>
  and(
    eq(contentTranslations.kind, kind),
    eq(contentTranslations.recordId, recordId),
    eq(contentTranslations.locale, locale),
  );

/** JSON with every object's keys in order, so one content is one text whatever order it was read in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash of the original's translatable fields: a translation saved against another is outdated. */
export const sourceHashOf = (values: Record<string, unknown>) =>
  createHash("sha256").update(canonicalJson(values)).digest("hex");

/** Where a translation stands now: computed from the original as it is, never stored. */
export function statusOf(row: TranslationRow | undefined, currentHash: string): TranslationStatus {
  if (!row?.published) return "missing";
  return row.sourceHash === currentHash ? "done" : "outdated";
}

export async function readTranslation(
  db: Db,
  kind: ContentKind,
  recordId: string,
  locale: TranslatedLocale,
  lock = false,
): Promise<TranslationRow | undefined> {
  const query = db
    .select()
    .from(contentTranslations)
    .where(keyOf(kind, recordId, locale));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The rows of records of `kind` (every translated language), for the statuses of a list. */
export const translationRowsOf = (db: Db, kind: ContentKind, recordIds: readonly string[]) =>
  recordIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(contentTranslations)
        .where(and(eq(contentTranslations.kind, kind), inArray(contentTranslations.recordId, [...recordIds])));

/** Whether another record of the kind has this published slug in that language. */
export async function slugTaken(
  db: Db,
  kind: ContentKind,
  recordId: string,
  locale: TranslatedLocale,
  slug: string,
): Promise<boolean> {
  const [row] = await db
    .select({ recordId: contentTranslations.recordId })
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.kind, kind),
        eq(contentTranslations.locale, locale),
        eq(contentTranslations.slug, slug),
        ne(contentTranslations.recordId, recordId),
      ),
    );
  return row !== undefined;
}

/** Writes the row of a translation (created on its first save). */
export async function writeTranslation(
  db: Db,
  row: Omit<TranslationRow, "updatedAt"> & { updatedAt: Date },
): Promise<void> {
  const { kind, recordId, locale, ...rest } = row;
  await db
    .insert(contentTranslations)
    .values(row)
    .onConflictDoUpdate({
      target: [contentTranslations.kind, contentTranslations.recordId, contentTranslations.locale],
      set: rest,
    });
}

export async function deleteTranslation(
  db: Db,
  kind: ContentKind,
  recordId: string,
  locale: TranslatedLocale,
): Promise<boolean> {
  const deleted = await db
    .delete(contentTranslations)
    .where(keyOf(kind, recordId, locale))
    .returning({ recordId: contentTranslations.recordId });
  return deleted.length > 0;
}

/** A translation as the back office reads it, beside its original's fields as they are now. */
export function translationDtoOf(
  locale: TranslatedLocale,
  original: Record<string, unknown>,
  row: TranslationRow | undefined,
): TranslationDto {
  return {
    locale,
    status: statusOf(row, sourceHashOf(original)),
    original,
    published: row?.published ?? null,
    draft: row?.draft ?? null,
    slug: row?.slug ?? null,
    updatedAt: row ? toIso(row.updatedAt) : null,
  };
}
