import { z } from "zod";
import type { RequestAccess } from "../../../domain/access.ts";
import { recordlessKinds } from "../../../domain/content-kinds.ts";
import { multiLineText, text } from "../../../domain/text-rules.ts";
import {
  recordlessTranslationId,
  type TranslatableField,
  translatableFieldsOf,
  translatableValuesOf,
  translatedSearchSchema,
  translatedSlugField,
  translationMessages,
} from "../../../domain/translations.ts";
import type { Db } from "../../db/client.ts";
import type { DraftKind } from "../../engines/drafts/draft-kind.ts";

/**
 * The original a translation is of: the record as the back office reads it, through its kind's
 * drafts (the rights, the reads and the fields' rules the kind declares already). A recordless
 * kind's (the site's) is one record, "site", made of the parts its translatable fields name.
 */
export type Original = { values: Record<string, unknown>; shown: Record<string, unknown> };

const isRecordless = (kind: DraftKind) => recordlessKinds.includes(kind.kind);

/** The part a recordless kind's field is in (`home.headline`: home). */
const partOf = (field: TranslatableField) => field.name.split(".")[0] ?? field.name;

/** The original of `id`, once the caller may edit it; null for an id naming no record. */
export async function originalOf(db: Db, kind: DraftKind, id: string, rights: RequestAccess): Promise<Original | null> {
  if (isRecordless(kind)) {
    if (id !== recordlessTranslationId) return null;
    const shown: Record<string, unknown> = {};
    for (const part of new Set(translatableFieldsOf(kind.kind).map(partOf))) shown[part] = await kind.read(db, part);
    return { shown, values: translatableValuesOf(kind.kind, shown) };
  }
  if (!kind.isId(id)) return null;
  const record = await kind.read(db, id);
  if (!record) return null;
  kind.authorize(rights, record);
  return { shown: record, values: translatableValuesOf(kind.kind, record) };
}

/** A schema's own rule for a value, beneath `.optional()`, `.nullable()` and `.default()`. */
function inner(schema: z.core.$ZodType | undefined): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return inner(schema.unwrap());
  return schema instanceof z.ZodType ? schema : undefined;
}

/** The rule the kind's update holds for a field by its declared name, or undefined where none is found. */
function originalRule(kind: DraftKind, id: string, field: TranslatableField): z.ZodType | undefined {
  const [head = "", ...rest] = field.name.split(".");
  // A recordless kind's field names its part first: the part's update has the rules.
  let schema: z.ZodType | undefined = isRecordless(kind) ? kind.fields(head) : kind.fields(id);
  for (const key of isRecordless(kind) ? rest : [head, ...rest]) {
    const object: z.ZodType | undefined = inner(schema);
    schema = object instanceof z.ZodObject ? inner(object.shape[key]) : undefined;
  }
  return inner(schema);
}

/** What a field holds when the kind's update says nothing of it. */
const byWhatItHolds = (field: TranslatableField): z.ZodType => {
  switch (field.as) {
    case "line":
      return text(translationMessages.textInvalid(field.label)).max(500);
    case "list":
      return z
        .array(z.union([z.string(), z.record(z.string(), z.string())]), {
          error: translationMessages.listInvalid(field.label),
        })
        .max(100, translationMessages.listInvalid(field.label));
    case "blocks":
      return z.record(z.string(), z.unknown(), { error: translationMessages.blocksInvalid(field.label) });
    default:
      return multiLineText(translationMessages.textInvalid(field.label)).max(20_000);
  }
};

/**
 * The rules of a translation of `kind`'s record `id`: each field by the original's own rule (its
 * limits and messages), the slug by a translated slug's, the search settings' title and description
 * by theirs; a field sent as null is not translated.
 */
export function translationRules(kind: DraftKind, id: string): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of translatableFieldsOf(kind.kind)) {
    const rule =
      field.as === "slug"
        ? translatedSlugField
        : field.as === "search"
          ? translatedSearchSchema
          : (originalRule(kind, id, field) ?? byWhatItHolds(field));
    shape[field.name] = rule.nullish();
  }
  return z.object(shape);
}
