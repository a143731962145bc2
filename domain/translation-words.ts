import { localeFacts, type TranslatedLocale } from "./locales.ts";
import type { TranslationStatus } from "./translations.ts";

/**
 * The back office's words around a record's Urdu translation (issue 74, ADR 0290): the language's button,
 * where the translation stands, and what the side-by-side editor says. The statuses are the API's
 * (domain/translations.ts); these are the words staff read for them.
 */

/** "Urdu (اردو)": the language by its English name, and by its own. */
export const languageLabel = (locale: TranslatedLocale) =>
  `${localeFacts[locale].name} (${localeFacts[locale].ownName})`;

/** Where a translation stands, said as a short badge and as a sentence. */
export const translationStatusWords: Record<TranslationStatus, { badge: string; sentence: string }> = {
  missing: {
    badge: "Not translated",
    sentence: "Visitors reading this language do not see this yet: nothing is published in it.",
  },
  outdated: {
    badge: "Needs updating",
    sentence: "The English changed after this translation was saved: compare each row and bring it up to date.",
  },
  done: { badge: "Translated", sentence: "The published translation matches the English." },
};

/** A list row's chip: the language's short name and where its translation stands. */
export const translationChipWords = (locale: TranslatedLocale, status: TranslationStatus) =>
  `${localeFacts[locale].name}: ${translationStatusWords[status].badge.toLowerCase()}`;

/** A list item's key as words: `companyOverview` → "company overview". */
const wordsOfKey = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

export const translationEditorWords = {
  title: (locale: TranslatedLocale, name: string) => `${languageLabel(locale)} translation${name ? `: ${name}` : ""}`,
  original: "English (original)",
  translation: languageLabel,
  unpublishedDraft: "Draft not published yet",
  loading: "Loading the translation…",
  loadFailed: "The translation could not be loaded",
  saveDraft: "Save draft",
  publish: "Publish",
  remove: "Remove translation",
  removeTitle: "Remove this translation?",
  removeBody: (locale: TranslatedLocale) =>
    `The ${localeFacts[locale].name} version, published and draft, is deleted. Visitors reading ${localeFacts[locale].name} are sent to the English page instead.`,
  close: "Close",
  saved: "Translation draft saved",
  published: "Translation published",
  removed: "Translation removed",
  saveFailed: "The translation draft could not be saved",
  publishFailed: "The translation could not be published",
  removeFailed: "The translation could not be removed",
  /** The original's field is empty: nothing to translate. */
  emptyOriginal: "Empty in English",
  slugHint: "Urdu letters, digits and hyphens: the last part of the page's Urdu address.",
  searchTitle: "Search title",
  searchDescription: "Search description",
  blocksOriginal: "The English content, block by block",
  /** A row's side: "Name in English", "Name in Urdu". */
  inLanguage: (label: string, language: string) => `${label} in ${language}`,
  /** One word of a list: "Features 2 name", "Job role 1". */
  item: (label: string, place: readonly (string | number)[]) =>
    [label, ...place.map((step) => (typeof step === "number" ? String(step + 1) : wordsOfKey(step)))].join(" "),
} as const;
