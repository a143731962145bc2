import type { ContentKind } from "../../../domain/content-kinds.ts";
import type { TranslatedLocale } from "../../../domain/locales.ts";
import type { Db } from "../../db/client.ts";
import type { DraftKind } from "../../engines/drafts/draft-kind.ts";
import { readOriginal, translationRules } from "./originals.ts";
import { sourceHashOf, writeTranslation } from "./store.ts";

/** A translation the seed publishes: of which record, into which language, saying what. */
export type SeededTranslation = {
  kind: ContentKind;
  recordId: string;
  locale: TranslatedLocale;
  fields: Record<string, unknown>;
};

/**
 * Translations published as they are (the demo's Urdu): each checked by the rules a translation saved
 * in the back office meets, and saved against its original as it is, so the back office shows it
 * done, not outdated. One naming no record is skipped.
 */
export async function publishSeededTranslations(
  db: Db,
  draftOf: (kind: ContentKind) => DraftKind,
  translations: readonly SeededTranslation[],
): Promise<void> {
  const at = new Date();
  for (const { kind, recordId, locale, fields } of translations) {
    const original = await readOriginal(db, draftOf(kind), recordId);
    if (!original) continue;
    const published = translationRules(draftOf(kind), recordId).parse(fields);
    await writeTranslation(db, {
      kind,
      recordId,
      locale,
      published,
      draft: null,
      slug: typeof published.slug === "string" && published.slug !== "" ? published.slug : null,
      sourceHash: sourceHashOf(original.values),
      publishedAt: at,
      draftSavedAt: at,
      updatedAt: at,
    });
  }
}
