import { type ContentKind, type ContentPath, contentKindList, contentKinds } from "../../../../domain/content-kinds.ts";
import type { TranslatableField, TranslationDto } from "../../../../domain/translations.ts";
import { blocksInWords } from "../../../lib/admin/document-words.ts";

/**
 * What the side-by-side editor holds (issue 74): one value per declared field, by the field's name
 * (`home.headline` is one name, not a path). Lists and the search settings are shaped like the
 * original's, each of their words typed on its own row.
 */
export type TranslationValues = Record<string, unknown>;

/** Where one word of a list or of the search settings sits in its field's value: indexes and keys. */
export type WordPath = readonly (string | number)[];

/** The kind whose API word is `path`: the forms and editors know their path, the declarations their kind. */
export function kindOfPath(path: ContentPath): ContentKind {
  const kind = contentKinds.find((name) => contentKindList[name].path === path);
  if (!kind) throw new Error(`No content kind has the path ${path}`);
  return kind;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keys of a list item that hold an address, a picture or an id rather than words: kept as the original's. */
const notWords = new Set(["id", "href", "url", "link", "to", "icon", "image", "picture", "color", "slug"]);
const holdsWords = (key: string) => !key.startsWith("_") && !notWords.has(key);

/** The search settings' parts that translate (domain/translations.ts, `translatedSearchSchema`). */
const searchParts = ["title", "description"] as const;

/**
 * Every word of a list (or of any nested value) in order, with its place: a list of lines gives one
 * per line, a list of titled texts two per item.
 */
export function wordsIn(value: unknown, path: WordPath = []): { path: WordPath; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsIn(item, [...path, index]));
  if (isObject(value))
    return Object.entries(value)
      .filter(([key]) => holdsWords(key))
      .flatMap(([key, item]) => wordsIn(item, [...path, key]));
  return [];
}

/** The value at `path` inside `value`, or undefined where it has none. */
export function valueAt(value: unknown, path: WordPath): unknown {
  let current = value;
  for (const step of path) {
    if (typeof step === "number") current = Array.isArray(current) ? current[step] : undefined;
    else current = isObject(current) ? current[step] : undefined;
  }
  return current;
}

/** `value` with `text` at `path`, shaped like `like` (the original) where `value` lacks the place. */
export function withWordAt(value: unknown, like: unknown, path: WordPath, text: string): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return text;
  if (typeof step === "number") {
    const base = Array.isArray(value) ? [...value] : blankLike(like);
    const list = Array.isArray(base) ? [...base] : [];
    list[step] = withWordAt(list[step], valueAt(like, [step]), rest, text);
    return list;
  }
  const base = isObject(value) ? value : blankLike(like);
  const record = isObject(base) ? { ...base } : {};
  record[step] = withWordAt(record[step], valueAt(like, [step]), rest, text);
  return record;
}

/** A value shaped like the original with its words emptied (what is not words kept as it is). */
export function blankLike(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (Array.isArray(value)) return value.map(blankLike);
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, holdsWords(key) ? blankLike(item) : item]),
    );
  return value;
}

/** An untranslated field as the editor opens it, from the original's value. */
function emptyOf(field: TranslatableField, original: unknown): unknown {
  switch (field.as) {
    case "line":
    case "text":
    case "slug":
      return "";
    case "blocks":
      return null;
    case "search":
      return Object.fromEntries(searchParts.map((part) => [part, ""]));
    case "list":
      return blankLike(original ?? []);
  }
}

/** The search settings' translatable words of a value (the rest is the original's). */
export const searchWordsOf = (value: unknown) =>
  searchParts.map((part) => {
    const text = valueAt(value, [part]);
    return { part, text: typeof text === "string" ? text : "" };
  });

/**
 * What the editor opens on: the draft, else the published translation (each holds the fields it
 * translates), a field it lacks emptied, shaped like the original.
 */
export function openingValues(fields: readonly TranslatableField[], answer: TranslationDto): TranslationValues {
  const kept = answer.draft ?? answer.published;
  return Object.fromEntries(
    fields.map((field) => {
      const own = kept?.[field.name] ?? (field.as === "slug" && answer.draft === null ? answer.slug : null);
      return [field.name, own ?? emptyOf(field, answer.original[field.name])];
    }),
  );
}

/** Whether a field's value holds no words: an untranslated field, which the save leaves out. */
function holdsNothing(field: TranslatableField, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (field.as === "blocks")
    return blocksInWords(value).every((block) => block.text.trim() === "" && block.pictures.length === 0);
  return wordsIn(value).every(({ text }) => text.trim() === "");
}

/**
 * What a save sends: the fields with words in them. A field left out is not translated (the page
 * shows none of it in that language yet), so an unfinished translation can be kept as a draft.
 */
export function sentValues(fields: readonly TranslatableField[], values: TranslationValues): TranslationValues {
  return Object.fromEntries(
    fields.flatMap((field) => (holdsNothing(field, values[field.name]) ? [] : [[field.name, values[field.name]]])),
  );
}

/** Whether two sets of values say the same (what the editor opened on against what is typed). */
export const sameValues = (a: TranslationValues, b: TranslationValues) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ from what the editor opened on: what the browser keeps while unsaved. */
export function changedValues(values: TranslationValues, opened: TranslationValues): TranslationValues | null {
  const changed = Object.entries(values).filter(
    ([name, value]) => JSON.stringify(value) !== JSON.stringify(opened[name]),
  );
  return changed.length === 0 ? null : Object.fromEntries(changed);
}

/**
 * A refused save's issue, under the field it names: `fields.name`, `name`, `fields.features.0.name`
 * and `slug` all name a declared field (the longest name that starts the path, `home.headline` too).
 */
export function fieldOfIssue(fields: readonly TranslatableField[], path: string): string | null {
  const bare = path.startsWith("fields.") ? path.slice("fields.".length) : path;
  const named = fields
    .map((field) => field.name)
    .filter((name) => bare === name || bare.startsWith(`${name}.`))
    .sort((a, b) => b.length - a.length);
  return named[0] ?? null;
}
