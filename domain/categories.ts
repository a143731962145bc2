import { z } from "zod";
import { recordStampsDto, withPublication } from "./content.ts";
import { defaultSearchSettings, searchSettingsSchema } from "./search-settings.ts";
import { slugField } from "./slugs.ts";
import { isRequired, multiLineText, notFound, text } from "./text-rules.ts";

export const categoryLimits = { nameMax: 50, descriptionMax: 80 } as const;

/** Characters the back office refuses in a category's name and description. */
export const categoryForbiddenChars = /[<>=`%$;'[\]{}]/;

export const categoryMessages = {
  nameRequired: "Name cannot be empty",
  nameTooLong: "Name cannot exceed 50 characters",
  nameInvalid: "Name contains invalid characters",
  descriptionRequired: "Description cannot be empty",
  descriptionTooLong: "Description cannot exceed 80 characters",
  descriptionInvalid: "Description contains invalid characters",
  iconRequired: isRequired("Category icon"),
  duplicate: "Category already exists",
  inUse: "Category has services or portfolio items",
  notFound: notFound("Category"),
  created: "Category created successfully!",
  updated: "Category updated successfully!",
  deleted: "Category deleted successfully",
} as const;

const m = categoryMessages;

const field = (required: string, max: number, tooLong: string, invalid: string, multiLine = false) =>
  (multiLine ? multiLineText(required) : text(required))
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine((value) => !categoryForbiddenChars.test(value), invalid);

const name = field(m.nameRequired, categoryLimits.nameMax, m.nameTooLong, m.nameInvalid);
const description = field(
  m.descriptionRequired,
  categoryLimits.descriptionMax,
  m.descriptionTooLong,
  m.descriptionInvalid,
  true,
);

/** The text fields of the add form; the file `logo` is required too ("Category icon is required"). */
export const categoryCreateSchema = z.object({
  name,
  slug: slugField,
  description,
  seo: searchSettingsSchema.optional(),
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

/** The edit form: any field, each as strict as on create; a new icon arrives as the file `icon`. */
export const categoryUpdateSchema = categoryCreateSchema.partial();
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

/** A category's text fields: its DTO and its restore take them by these names (the icon comes apart). */
export const categoryFieldNames = categoryCreateSchema.keyof().options;

/** Its fields before anyone types: the add form's, and what a draft's preview has nothing for yet. */
const blankTexts = { name: "", slug: "", description: "" };
export const categoryDefaults: Required<CategoryCreateInput> = { ...blankTexts, seo: defaultSearchSettings };

export const categoryDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().describe("The last part of its public address (lowercase a-z, 0-9, hyphens); unique per kind"),
  description: z.string(),
  icon: z.string().nullable().describe("Public image URL, or null"),
  ...recordStampsDto,
});
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

export const adminCategoryDtoSchema = withPublication(categoryDtoSchema);
export type AdminCategoryDto = z.infer<typeof adminCategoryDtoSchema>;
