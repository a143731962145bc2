import { z } from "zod";
import { categoryRefSchema, recordStampsDto, withPublication } from "./content.ts";
import { defaultSearchSettings, searchSettingsSchema } from "./search-settings.ts";
import { slugField } from "./slugs.ts";
import { filledText, fromJsonText, httpUrl, isRequired, multiLineText, notFound, text } from "./text-rules.ts";

export const serviceLimits = {
  nameMax: 100,
  textMax: 500,
  featuresMax: 20,
  featureNameMax: 100,
  featureDescriptionMax: 500,
  urlMax: 2048,
  topicsMax: 10,
  topicTitleMax: 100,
  topicTextMax: 500,
  benefitTilesMax: 12,
  benefitTileTitleMax: 100,
  benefitTileTextMax: 300,
} as const;

export const serviceMessages = {
  categoryRequired: isRequired("Category"),
  categoryNotFound: notFound("Category"),
  nameRequired: isRequired("Name"),
  nameTooLong: "Name cannot exceed 100 characters",
  descriptionRequired: isRequired("Description"),
  descriptionTooLong: "Description cannot exceed 500 characters",
  approachRequired: isRequired("Approach"),
  approachTooLong: "Approach cannot exceed 500 characters",
  colorRequired: isRequired("Color"),
  colorInvalid: "Color must be a hex colour such as #1a2b3c",
  workUrlRequired: isRequired("Work URL"),
  workUrlInvalid: "Work URL must be an http(s) URL",
  benefitsRequired: "Benefits are required",
  benefitsTooLong: "Benefits cannot exceed 500 characters",
  iconRequired: isRequired("Icon"),
  featuresRequired: isRequired("At least one feature"),
  featureFieldsRequired: "All feature fields are required",
  featuresInvalid: "Features must be a JSON list of { name, description }",
  featuresTooMany: "At most 20 features are allowed",
  featureTooLong: "A feature name is at most 100 characters and its description at most 500",
  topicFieldsRequired: "Each topic needs a title and a text",
  topicsInvalid: "Topics must be a JSON list of { title, text }",
  topicsTooMany: "At most 10 topics are allowed",
  topicTooLong: "A topic's title is at most 100 characters and its text at most 500",
  benefitTileFieldsRequired: "Each benefit tile needs a title and a text",
  benefitTilesInvalid: "Benefit tiles must be a JSON list of { title, text }",
  benefitTilesTooMany: "At most 12 benefit tiles are allowed",
  benefitTileTooLong: "A benefit tile's title is at most 100 characters and its text at most 300",
  serviceIdMissing: "Service ID is missing",
  notFound: notFound("Service"),
  created: "Service added successfully!",
  updated: "Service updated successfully!",
  deleted: "Service deleted successfully",
} as const;

const m = serviceMessages;
const l = serviceLimits;

export const hexColorPattern = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const paragraph = (required: string, max: number, tooLong: string) =>
  multiLineText(required).min(1, { error: required, abort: true }).max(max, tooLong);
const line = (required: string, max: number, tooLong: string) => filledText(required).max(max, tooLong);

const featureText = (max: number) =>
  multiLineText(m.featureFieldsRequired)
    .min(1, { error: m.featureFieldsRequired, abort: true })
    .max(max, m.featureTooLong);

export const serviceFeatureInputSchema = z.object(
  { name: featureText(l.featureNameMax), description: featureText(l.featureDescriptionMax) },
  { error: m.featureFieldsRequired },
);

/** A list of `{ name, description }`, or the same list as JSON text (how the multipart form sends it). */
export const serviceFeaturesSchema = z.preprocess(
  fromJsonText(m.featuresInvalid),
  z
    .array(serviceFeatureInputSchema, {
      error: (issue) => (issue.input === undefined ? m.featuresRequired : m.featuresInvalid),
    })
    .min(1, m.featuresRequired)
    .max(l.featuresMax, m.featuresTooMany),
);

type TitledTextRules = {
  max: number;
  titleMax: number;
  textMax: number;
  required: string;
  invalid: string;
  tooMany: string;
  tooLong: string;
};

/** `{ title, text }` rows, each field 1–N characters; the list itself may be empty. */
const titledTextItem = (r: TitledTextRules) => {
  const title = filledText(r.required).max(r.titleMax, r.tooLong);
  const body = multiLineText(r.required).min(1, { error: r.required, abort: true }).max(r.textMax, r.tooLong);
  return z.object({ title, text: body }, { error: r.required });
};
const titledTextList = (r: TitledTextRules) =>
  z.preprocess(fromJsonText(r.invalid), z.array(titledTextItem(r), { error: r.invalid }).max(r.max, r.tooMany));

const topicRules: TitledTextRules = {
  max: l.topicsMax,
  titleMax: l.topicTitleMax,
  textMax: l.topicTextMax,
  required: m.topicFieldsRequired,
  invalid: m.topicsInvalid,
  tooMany: m.topicsTooMany,
  tooLong: m.topicTooLong,
};
const benefitTileRules: TitledTextRules = {
  max: l.benefitTilesMax,
  titleMax: l.benefitTileTitleMax,
  textMax: l.benefitTileTextMax,
  required: m.benefitTileFieldsRequired,
  invalid: m.benefitTilesInvalid,
  tooMany: m.benefitTilesTooMany,
  tooLong: m.benefitTileTooLong,
};

/**
 * The detail page's accordion ("What this service covers") and benefit grid of this service. Not in
 * the specs' calls, so optional: an empty list shows the specs' five topics and eight tiles (ADR 0119).
 */
export const serviceTopicsSchema = titledTextList(topicRules);
export const serviceBenefitTilesSchema = titledTextList(benefitTileRules);

/** The form's fields in the form's order, so the first failing one is the answer's message. */
export const serviceCreateSchema = z.object({
  categoryId: text(m.categoryRequired).min(1, m.categoryRequired),
  name: line(m.nameRequired, l.nameMax, m.nameTooLong),
  slug: slugField,
  description: paragraph(m.descriptionRequired, l.textMax, m.descriptionTooLong),
  approach: paragraph(m.approachRequired, l.textMax, m.approachTooLong),
  color: filledText(m.colorRequired).regex(hexColorPattern, m.colorInvalid),
  workUrl: httpUrl(m.workUrlRequired, m.workUrlInvalid, l.urlMax),
  benefits: paragraph(m.benefitsRequired, l.textMax, m.benefitsTooLong),
  features: serviceFeaturesSchema,
  topics: serviceTopicsSchema.optional(),
  benefitTiles: serviceBenefitTilesSchema.optional(),
  seo: searchSettingsSchema.optional(),
});
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

/** Any of the fields; `features`, when sent, replaces the whole list. */
export const serviceUpdateSchema = serviceCreateSchema.partial();
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;

/** A service's fields: its DTO and its restore take them by these names (the icon comes apart). */
export const serviceFieldNames = serviceCreateSchema.keyof().options;

/**
 * Its fields before anyone types: the add form opens on them (with one feature row to fill), a
 * preview of a service kept as a draft on create fills its gaps with them, and a revision from
 * before a field existed reads them for it.
 */
export const serviceDefaults: Required<ServiceCreateInput> = {
  categoryId: "",
  name: "",
  slug: "",
  description: "",
  approach: "",
  color: "#4f46e5",
  workUrl: "",
  benefits: "",
  features: [],
  topics: [],
  benefitTiles: [],
  seo: defaultSearchSettings,
};

export const serviceFeatureSchema = z.object({ name: z.string(), description: z.string() });
export type ServiceFeature = z.infer<typeof serviceFeatureSchema>;

/** A title and its text: a topic of a service's accordion or a tile of its benefit grid. */
export const titledTextSchema = z.object({ title: z.string(), text: z.string() });
export type TitledText = z.infer<typeof titledTextSchema>;

export const serviceDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().describe("The last part of its public address (lowercase a-z, 0-9, hyphens); unique per kind"),
  description: z.string(),
  approach: z.string(),
  color: z.string(),
  workUrl: z.string(),
  benefits: z.string(),
  categoryId: z.string(),
  category: categoryRefSchema,
  icon: z.string().nullable().describe("Public image URL, or null"),
  features: z.array(serviceFeatureSchema),
  topics: z.array(titledTextSchema).describe("The detail page's accordion; empty: the five standard topics are shown"),
  benefitTiles: z
    .array(titledTextSchema)
    .describe("The detail page's benefit grid; empty: the eight standard tiles are shown"),
  ...recordStampsDto,
});
export type ServiceDto = z.infer<typeof serviceDtoSchema>;

export const adminServiceDtoSchema = withPublication(serviceDtoSchema);
export type AdminServiceDto = z.infer<typeof adminServiceDtoSchema>;
