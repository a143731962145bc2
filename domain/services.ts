import { z } from "zod";
import { httpUrl, multiLineText, text } from "./text-rules.ts";

export const serviceLimits = {
  nameMax: 100,
  textMax: 500,
  featuresMax: 20,
  featureNameMax: 100,
  featureDescriptionMax: 500,
  urlMax: 2048,
} as const;

export const serviceMessages = {
  categoryRequired: "Category is required",
  categoryNotFound: "Category not found",
  nameRequired: "Name is required",
  nameTooLong: "Name cannot exceed 100 characters",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description cannot exceed 500 characters",
  approachRequired: "Approach is required",
  approachTooLong: "Approach cannot exceed 500 characters",
  colorRequired: "Color is required",
  colorInvalid: "Color must be a hex colour such as #1a2b3c",
  workUrlRequired: "Work URL is required",
  workUrlInvalid: "Work URL must be an http(s) URL",
  benefitsRequired: "Benefits are required",
  benefitsTooLong: "Benefits cannot exceed 500 characters",
  iconRequired: "Icon is required",
  featuresRequired: "At least one feature is required",
  featureFieldsRequired: "All feature fields are required",
  featuresInvalid: "Features must be a JSON list of { name, description }",
  featuresTooMany: "At most 20 features are allowed",
  featureTooLong: "A feature name is at most 100 characters and its description at most 500",
  serviceIdMissing: "Service ID is missing",
  notFound: "Service not found",
  created: "Service added successfully!",
  updated: "Service updated successfully!",
  deleted: "Service deleted successfully",
} as const;

const m = serviceMessages;
const l = serviceLimits;

export const hexColorPattern = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const paragraph = (required: string, max: number, tooLong: string) =>
  multiLineText(required).min(1, { error: required, abort: true }).max(max, tooLong);
const line = (required: string, max: number, tooLong: string) =>
  text(required).min(1, { error: required, abort: true }).max(max, tooLong);

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
  (value, ctx) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: "custom", message: m.featuresInvalid });
      return z.NEVER;
    }
  },
  z
    .array(serviceFeatureInputSchema, {
      error: (issue) => (issue.input === undefined ? m.featuresRequired : m.featuresInvalid),
    })
    .min(1, m.featuresRequired)
    .max(l.featuresMax, m.featuresTooMany),
);

/** The form's fields in the form's order, so the first failing one is the answer's message. */
export const serviceCreateSchema = z.object({
  categoryId: text(m.categoryRequired).min(1, m.categoryRequired),
  name: line(m.nameRequired, l.nameMax, m.nameTooLong),
  description: paragraph(m.descriptionRequired, l.textMax, m.descriptionTooLong),
  approach: paragraph(m.approachRequired, l.textMax, m.approachTooLong),
  color: text(m.colorRequired).min(1, { error: m.colorRequired, abort: true }).regex(hexColorPattern, m.colorInvalid),
  workUrl: httpUrl(m.workUrlRequired, m.workUrlInvalid, l.urlMax),
  benefits: paragraph(m.benefitsRequired, l.textMax, m.benefitsTooLong),
  features: serviceFeaturesSchema,
});
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

/** Any of the fields; `features`, when sent, replaces the whole list. */
export const serviceUpdateSchema = serviceCreateSchema.partial();
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;
