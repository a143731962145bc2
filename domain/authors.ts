import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";
import { listPageQuery, oneOfFilter } from "./list-paging.ts";
import { filledText, isRequired, multiLineText, notFound, tooLong } from "./text-rules.ts";

/**
 * An author profile (issue 68, ADR 0245): who the blog names as an article's author — a name, a short
 * bio and a photo from the media library, with a page at `/blog/author/<slug>`. A staff member has
 * one with their account; an imported author has one and no account, and cannot sign in.
 */
export const authorLimits = { nameMax: 100, bioMax: 500 } as const;
const l = authorLimits;

export const authorMessages = {
  nameRequired: isRequired("Name"),
  nameTooLong: tooLong("Name", l.nameMax),
  bioTooLong: `Bio cannot exceed ${l.bioMax} characters`,
  photoInvalid: "Photo must be a picture of the media library",
  photoNotFound: "The photo is not in the media library",
  notFound: notFound("Author"),
  created: "Author added",
  updated: "Author profile updated",
  deleted: "Author deleted",
  hasAccount: "This author signs in as a staff member: delete their account on the Users screen instead",
  hasArticles: "This author has articles: choose another author for them first",
} as const;
const m = authorMessages;

/** The author's name as written anywhere (the profile, the Users screen, an import): required, at most 100. */
export const authorNameField = filledText(m.nameRequired).max(l.nameMax, m.nameTooLong);

export const authorBioField = multiLineText(m.bioTooLong).max(l.bioMax, m.bioTooLong);

/** A media library picture's id; null: no photo. */
export const authorPhotoField = z.uuid({ error: m.photoInvalid }).nullable();

/** A new author without a sign-in (a guest writer; an import makes them too). */
export const authorCreateSchema = z.object({
  name: authorNameField,
  bio: authorBioField.optional(),
  photoId: authorPhotoField.optional(),
});
export type AuthorCreateInput = z.infer<typeof authorCreateSchema>;

/** A change of a profile: only the fields sent change. A staff member's name is their account's full name too. */
export const authorUpdateSchema = authorCreateSchema.partial();
export type AuthorUpdateInput = z.infer<typeof authorUpdateSchema>;

/** A photo as shown: the library picture's address and its text alternative. */
export const authorPhotoSchema = z.object({ url: z.string(), alt: z.string() });

export const authorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().describe("Their blog page is /blog/author/<slug>: made from their name"),
  bio: z.string(),
  photoId: z.string().nullable().describe("A media library picture's id"),
  photo: authorPhotoSchema.nullable(),
  userId: z
    .string()
    .nullable()
    .describe("The staff account this profile belongs to; null: an author who cannot sign in (an import, a guest)"),
  articles: z.number().int().describe("How many articles name this author, published or not"),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type Author = z.infer<typeof authorSchema>;

/** The authors list (Users › Authors, the article form's choice): searched by name, by name or newest first. */
export const authorSortFields = ["name", "createdAt"] as const;
export const authorListQuery = listPageQuery(authorSortFields, "name").extend({
  account: oneOfFilter(["with", "without"], "account must be with or without").describe(
    "with: only staff members' profiles; without: only authors who cannot sign in",
  ),
});
export type AuthorListQuery = z.infer<typeof authorListQuery>;
