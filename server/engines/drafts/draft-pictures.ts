import { z } from "zod";
import { draftMessages } from "../../../domain/drafts.ts";
import { imageMessages } from "../../../domain/images.ts";
import { text } from "../../../domain/text-rules.ts";
import { InvalidInput } from "../../errors/domain-errors.ts";

/**
 * The pictures a published record's draft may change (ADR 0125): a category's or service's icon, a
 * portfolio item's images. The draft names them in the field the record's admin shape uses (so a
 * preview lays them over the record like any other field); the draft row's `images` holds every file
 * the draft names, so no release removes one while the draft may still publish it.
 */
export type DraftPictures = {
  /** The draft's field naming them, as the record's shape does: one url (`icon`) or a list (`image`). */
  field: "icon" | "image";
  /** The multipart file field a draft save takes new ones in (the update's, or change-image's). */
  file: string;
  /** How many the record shows at most: 1 is a single picture, named by a url. */
  max: number;
  /** The pictures the record shows now. */
  of(record: Record<string, unknown>): string[];
};

/** What a draft row holds of its pictures. */
type Drafted = { fields: Record<string, unknown> | null; images: string[] } | undefined;

const url = text(draftMessages.unknownPicture).max(2048, draftMessages.unknownPicture);

/** The draft's list of pictures as saved (a single picture's url as a list of one); undefined if it names none. */
export function draftedPictures(pictures: DraftPictures, fields: Record<string, unknown> | null | undefined) {
  const value = fields?.[pictures.field];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;
}

/** The sent field checked for its shape: a url, or 1–max urls, each once. */
function sentList(pictures: DraftPictures, sent: unknown): string[] {
  const schema =
    pictures.max === 1
      ? url.transform((one) => [one])
      : z
          .array(url, { error: draftMessages.unknownPicture })
          .min(1, imageMessages.atLeastOne)
          .max(pictures.max, imageMessages.limitReached)
          .refine((list) => new Set(list).size === list.length, imageMessages.alreadyShown);
  const parsed = schema.safeParse(sent);
  if (!parsed.success)
    throw InvalidInput.of(parsed.error.issues[0]?.message ?? draftMessages.unknownPicture, pictures.field);
  return parsed.data;
}

/**
 * The draft's pictures after a save, decided under the draft row's lock: the sent field (pictures the
 * record or its draft has, reordered or fewer) or else the draft's own (or the record's), with the
 * save's new files — a single picture's replacing it, a list's appended while there is room. Null
 * when the save names no picture (the draft's stay as they are).
 */
export function namePictures(
  pictures: DraftPictures,
  entry: { published: string[]; drafted: Drafted; sent: unknown; added: string[] },
): { fields: Record<string, unknown>; images: string[] } | null {
  const { published, drafted, sent, added } = entry;
  if (sent === undefined && added.length === 0) return null;
  let base: string[];
  if (sent === undefined) base = draftedPictures(pictures, drafted?.fields) ?? published;
  else {
    base = sentList(pictures, sent);
    const known = new Set([...published, ...(drafted?.images ?? [])]);
    if (base.some((one) => !known.has(one))) throw InvalidInput.of(draftMessages.unknownPicture, pictures.field);
  }
  let list: string[];
  if (pictures.max === 1) list = added.length > 0 ? added.slice(-1) : base;
  else {
    const fresh = [...new Set(added)].filter((one) => !base.includes(one));
    if (added.length > 0 && fresh.length === 0) throw InvalidInput.of(imageMessages.alreadyShown, pictures.file);
    const free = pictures.max - base.length;
    if (fresh.length > free) throw InvalidInput.of(imageMessages.slotsLeft(Math.max(free, 0)), pictures.file);
    list = [...base, ...fresh];
  }
  return { fields: { [pictures.field]: pictures.max === 1 ? list[0] : list }, images: list };
}
