import { z } from "zod";
import { type ContentKind, contentKindList } from "./content-kinds.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { type TranslatedLocale, translatedLocales } from "./locales.ts";
import { searchSettingLimits, searchSettingMessages } from "./search-settings.ts";
import { slugLimits } from "./slug-shape.ts";
import { multiLineText, text } from "./text-rules.ts";
import type { TranslatableField } from "./translatable-fields.ts";

/**
 * A record's Urdu (or other) translations (ADR 0290): which of a kind's fields translate is part of the
 * kind's facts (`translates` in domain/content-kinds.ts, each a `TranslatableField`); a translation
 * keeps them beside the record, as a draft and as published, with a translated slug.
 */
export type { TranslatableField } from "./translatable-fields.ts";

/** The fields `kind` translates, as its facts declare them. */
export const translatableFieldsOf = (kind: ContentKind): readonly TranslatableField[] =>
  contentKindList[kind].translates;

/** The record id a recordless kind's translation goes by (the site's parts are one record). */
export const recordlessTranslationId = "site";

/**
 * Where a translation stands, computed on every read: **missing** (none published nor drafted),
 * **outdated** (the original's translatable fields changed since it was last saved), **done**.
 */
export const translationStatuses = ["missing", "outdated", "done"] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

export const translationMessages = {
  notFound: "No such record, or it is not translated into that language",
  localeNotServed: "The site is not offered in that language",
  fieldsInvalid: "fields must be an object of the record's translatable fields",
  unknownField: (name: string) => `${name} is not a translatable field`,
  slugInvalid: "Slug may only hold letters (Urdu, or lowercase a-z), digits and single hyphens between them",
  slugTooLong: `Slug cannot exceed ${slugLimits.max} characters`,
  /** A slug another record of the kind has in the same language. */
  slugTaken: "Another record already has this slug in that language",
  nothingToPublish: "There is no draft of this translation to publish",
  listInvalid: (label: string) => `${label} must be a list like the original's`,
  textInvalid: (label: string) => `${label} must be text`,
  blocksInvalid: (label: string) => `${label} must be a block document`,
} as const;

/** How the audit log names a translation's calls: `Published the Urdu translation of service "Web"`. */
export const translationAuditSummaries = {
  draftSave: (language: string, subject: string) => `Saved a draft of the ${language} translation of ${subject}`,
  publish: (language: string, subject: string) => `Published the ${language} translation of ${subject}`,
  remove: (language: string, subject: string) => `Removed the ${language} translation of ${subject}`,
} as const;

/**
 * A translated slug: letters of any script (Urdu's, lower-case Latin), digits and single hyphens
 * between them, NFC-normalised so one spelling is one address.
 */
export const translatedSlugPattern = /^[\p{Ll}\p{Lo}\p{Mn}\p{Mc}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Mn}\p{Mc}\p{Nd}]+)*$/u;

export const translatedSlugField = z
  .string({ error: translationMessages.slugInvalid })
  .trim()
  .transform((value) => value.normalize("NFC"))
  .pipe(
    z
      .string()
      .max(slugLimits.max, { error: translationMessages.slugTooLong, abort: true })
      .refine((value) => value === "" || translatedSlugPattern.test(value), translationMessages.slugInvalid),
  );

/** The search settings' translatable part: the rest (picture, noindex, canonical) stays the original's. */
export const translatedSearchSchema = z.object(
  {
    title: text(searchSettingMessages.titleTooLong)
      .max(searchSettingLimits.titleMax, searchSettingMessages.titleTooLong)
      .default(""),
    description: multiLineText(searchSettingMessages.descriptionTooLong)
      .max(searchSettingLimits.descriptionMax, searchSettingMessages.descriptionTooLong)
      .default(""),
  },
  { error: searchSettingMessages.invalid },
);

export const translationLocaleParamsSchema = z.object({
  id: z.string().min(1).max(200),
  locale: z
    .string()
    .min(1)
    .max(20)
    .describe(`A translated language: ${translatedLocales.join(", ")}`),
});

export const translationBodySchema = z.object({
  fields: z.record(z.string(), z.unknown(), { error: translationMessages.fieldsInvalid }),
});

const fieldValues = z.record(z.string(), z.unknown());

export const translationDtoSchema = z.object({
  locale: z.string(),
  status: z.enum(translationStatuses),
  original: fieldValues.describe("The original's translatable fields, as they are now"),
  published: fieldValues.nullable().describe("The translation visitors see; null: not offered in that language"),
  draft: fieldValues.nullable().describe("The translation being written; null: none since the last publish"),
  slug: z.string().nullable().describe("The published translated slug (NFC); null: none"),
  updatedAt: isoTimestamp.nullable().describe("When it was last saved or published; null: never"),
});
export type TranslationDto = z.infer<typeof translationDtoSchema>;

/** The `translations` map of an admin read: each translated language's status. */
export type TranslationStatuses = Partial<Record<TranslatedLocale, { status: TranslationStatus }>>;
export const translationStatusesSchema = z
  .record(z.string(), z.object({ status: z.enum(translationStatuses) }))
  .describe("Each translated language's status: missing, outdated (the original changed since) or done");

/** A field's value in a record by its declared name (`home.headline`: the part's field). */
export function fieldValue(record: object, name: string): unknown {
  let value: unknown = record;
  for (const key of name.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

/** Sets a field by its declared name where the record has its parent (a part missing is left alone). */
export function setFieldValue(record: object, name: string, value: unknown): void {
  const keys = name.split(".");
  const last = keys.pop();
  const parent = keys.length === 0 ? record : fieldValue(record, keys.join("."));
  if (last !== undefined && typeof parent === "object" && parent !== null) Reflect.set(parent, last, value);
}

/** The original's translatable fields (its slug included), by declared name. */
export function translatableValuesOf(kind: ContentKind, record: object): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of translatableFieldsOf(kind)) {
    const value = fieldValue(record, field.name);
    values[field.name] = field.as === "search" ? searchPart(value) : (value ?? null);
  }
  return values;
}

/** The search settings' title and description: the part of them a translation holds. */
function searchPart(value: unknown): { title: string; description: string } {
  const title = fieldValue(Object(value), "title");
  const description = fieldValue(Object(value), "description");
  return {
    title: typeof title === "string" ? title : "",
    description: typeof description === "string" ? description : "",
  };
}

/** `record` with a translation's fields in place of its own: search settings keep their untranslated part. */
export function withTranslatedFields<T extends object>(
  kind: ContentKind,
  record: T,
  fields: Record<string, unknown>,
  slug: string | null,
): T {
  const copy = structuredClone(record);
  for (const field of translatableFieldsOf(kind)) {
    if (field.as === "slug") {
      if (slug !== null) setFieldValue(copy, field.name, slug);
      continue;
    }
    const value = fields[field.name];
    if (value === undefined || value === null) continue;
    if (field.as === "search") {
      const own = fieldValue(copy, field.name);
      if (typeof own === "object" && own !== null) setFieldValue(copy, field.name, { ...own, ...searchPart(value) });
      continue;
    }
    setFieldValue(copy, field.name, value);
  }
  return copy;
}
