import { z } from "zod";
import { categoryRefSchema, recordStampsDto, timestamp, withPublication } from "./content.ts";
import { type PortfolioType, portfolioTypes } from "./enums.ts";
import type { ContentArea } from "./roles.ts";
import { defaultSearchSettings, searchSettingsSchema } from "./search-settings.ts";
import { slugField } from "./slugs.ts";
import { filledText, httpUrl, isRequired, multiLineText, notFound, text } from "./text-rules.ts";

export const portfolioLimits = {
  nameMax: 100,
  clientMax: 100,
  technologyMax: 200,
  urlMax: 2048,
  descriptionOnCreateMax: 500,
  descriptionOnUpdateMax: 1000,
  approachMax: 1000,
} as const;

export const portfolioMessages = {
  required: "Required",
  typeInvalid: "Type must be project or product",
  typeUnchangeable: "The type of a project or product cannot be changed",
  nameTooLong: "Name cannot exceed 100 characters",
  clientTooLong: "Client cannot exceed 100 characters",
  technologyTooLong: "Technology cannot exceed 200 characters",
  urlInvalid: "URL must be an http(s) URL",
  dateInvalid: "Please enter a valid date",
  descriptionRequired: isRequired("Description"),
  descriptionTooLongOnCreate: "Description cannot exceed 500 characters",
  descriptionTooLongOnUpdate: "Description cannot exceed 1000 characters",
  approachTooLong: "Approach cannot exceed 1000 characters",
  isActiveInvalid: "isActive must be true or false",
  imagePathRequired: "imagePath is required",
  imagesNotOnUpdate: "Images are added with change-image and removed one by one",
  categoryNotFound: notFound("Category"),
  notFound: notFound("Portfolio item"),
  imageUploaded: "Image uploaded successfully!",
  imageRemoved: "Image removed successfully!",
} as const;

/** Projects and products are separate areas of the privileges matrix. */
export const portfolioAreas: Record<PortfolioType, ContentArea> = { project: "projects", product: "product" };

/** Success texts differ per type, verbatim from the specs (including "product updated"). */
export const portfolioTypeMessages: Record<PortfolioType, { added: string; updated: string; deleted: string }> = {
  project: {
    added: "Project added successfully!",
    updated: "Project updated successfully!",
    deleted: "Project deleted successfully",
  },
  product: {
    added: "Product added successfully!",
    updated: "product updated successfully!",
    deleted: "Product deleted successfully",
  },
};

const m = portfolioMessages;
const l = portfolioLimits;

const required = (max: number, tooLong: string) => filledText(m.required).max(max, tooLong);

const description = (max: number, tooLong: string) =>
  multiLineText(m.descriptionRequired).min(1, { error: m.descriptionRequired, abort: true }).max(max, tooLong);

/** A calendar day, `YYYY-MM-DD`, or a full ISO timestamp (its UTC day is kept). */
const calendarDate = filledText(m.required)
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: m.dateInvalid, abort: true })
  .transform((value, ctx) => {
    const day = value.length === 10 ? value : new Date(value).toISOString().slice(0, 10);
    const parsed = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day || parsed.getUTCFullYear() < 1900) {
      ctx.addIssue({ code: "custom", message: m.dateInvalid });
      return z.NEVER;
    }
    return day;
  });

/**
 * How the work was done, shown under "Our approach". Not in the specs' calls, so optional; empty
 * (the default) shows the standard approach text (ADR 0119).
 */
const approach = multiLineText(m.approachTooLong).max(l.approachMax, m.approachTooLong);

/** `true`/`false` as JSON booleans or as multipart text. */
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
  error: m.isActiveInvalid,
});

/** The category as an id, or as the `{ _id, name }` object the item was read with. */
const categoryId = z.preprocess(
  (value) => (typeof value === "object" && value !== null && "_id" in value ? value._id : value),
  text(m.required).min(1, m.required),
);

/** An item's fields in the add form's order with their rules; the create and the update say where they differ. */
const portfolioFields = {
  type: z.enum(portfolioTypes, { error: m.typeInvalid }),
  category: categoryId,
  name: required(l.nameMax, m.nameTooLong),
  slug: slugField,
  client: required(l.clientMax, m.clientTooLong),
  technology: required(l.technologyMax, m.technologyTooLong),
  url: httpUrl(m.required, m.urlInvalid, l.urlMax),
  date: calendarDate,
  description: description(l.descriptionOnCreateMax, m.descriptionTooLongOnCreate),
  approach: approach.optional(),
  isActive: flag.optional(),
  seo: searchSettingsSchema.optional(),
};

/** The add form's fields in its order; 1–4 files named `image` come with it. */
export const portfolioCreateSchema = z.object({ ...portfolioFields, type: portfolioFields.type.default("project") });
export type PortfolioCreateInput = z.infer<typeof portfolioCreateSchema>;

/**
 * The edit form: any field but the images, the description with its longer limit; `projectId`,
 * `productId` and codes are ignored.
 */
export const portfolioUpdateSchema = z
  .object({ ...portfolioFields, description: description(l.descriptionOnUpdateMax, m.descriptionTooLongOnUpdate) })
  .partial();
export type PortfolioUpdateInput = z.infer<typeof portfolioUpdateSchema>;

/** An item's fields: its DTO, its restore and its rights check take them by these names. */
export const portfolioFieldNames = portfolioCreateSchema.keyof().options;

/**
 * Its fields before anyone types: the add form opens on them, a preview of an item kept as a draft
 * on create fills its gaps with them, and a revision from before a field existed reads them for it.
 */
export const portfolioDefaults: Required<PortfolioCreateInput> = {
  type: "project",
  category: "",
  name: "",
  slug: "",
  client: "",
  technology: "",
  url: "",
  date: "",
  description: "",
  approach: "",
  isActive: true,
  seo: defaultSearchSettings,
};

export const removeImageSchema = z.object({
  imagePath: text(m.imagePathRequired).min(1, m.imagePathRequired).max(2048),
});

export const portfolioDtoSchema = z.object({
  _id: z.string(),
  type: z.enum(portfolioTypes),
  name: z.string(),
  slug: z.string().describe("The last part of its public address (lowercase a-z, 0-9, hyphens); unique per kind"),
  projectCode: z.string(),
  productCode: z.string().optional().describe("Products only"),
  description: z.string(),
  approach: z.string().describe("How the work was done; empty: the standard approach text is shown"),
  client: z.string(),
  technology: z.string(),
  url: z.string(),
  date: timestamp.describe("The item's date, as an ISO-8601 timestamp at midnight UTC"),
  year: z.number().int().describe("The year of `date`"),
  image: z.array(z.string()).describe("Public image URLs; the first is the cover"),
  category: categoryRefSchema,
  isActive: z.boolean(),
  ...recordStampsDto,
});
export type PortfolioDto = z.infer<typeof portfolioDtoSchema>;

export const adminPortfolioDtoSchema = withPublication(portfolioDtoSchema);
export type AdminPortfolioDto = z.infer<typeof adminPortfolioDtoSchema>;

/** What a card of a portfolio item shows (the home page's row): its name, client, year, category and first image. */
export type PortfolioCard = {
  _id: string;
  name: string;
  client: string;
  year: number;
  category: string;
  cover: string | null;
};
