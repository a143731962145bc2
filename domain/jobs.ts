import { z } from "zod";
import { recordStampsDto, withPublication } from "./content.ts";
import { employmentTypeNames, JOB_EMPLOYMENT_TYPE, JOB_LOCATION } from "./job-types.ts";
import { defaultSearchSettings, searchSettingsSchema } from "./search-settings.ts";
import { slugField } from "./slugs.ts";
import { filledText, isRequired, multiLineText, notFound, text } from "./text-rules.ts";

export const jobLimits = {
  titleMax: 200,
  textMax: 5000,
  itemMax: 500,
  itemsMax: 30,
  locationMax: 120,
  salaryMax: 120,
} as const;

export const jobMessages = {
  titleRequired: isRequired("Title"),
  titleTooLong: "Title cannot exceed 200 characters",
  descriptionRequired: isRequired("Description"),
  descriptionTooLong: "Description cannot exceed 5000 characters",
  companyOverviewRequired: isRequired("Company overview"),
  companyOverviewTooLong: "Company overview cannot exceed 5000 characters",
  jobRoleRequired: isRequired("At least one job role"),
  jobRoleEmpty: "Job role entries cannot be empty",
  requirementsRequired: isRequired("At least one requirement"),
  requirementEmpty: "Requirement entries cannot be empty",
  itemTooLong: "A list entry cannot exceed 500 characters",
  listTooLong: "A list cannot have more than 30 entries",
  isActiveInvalid: "isActive must be true or false",
  locationRequired: isRequired("Location"),
  locationTooLong: "Location cannot exceed 120 characters",
  employmentTypeInvalid: `Employment type must be one of: ${employmentTypeNames.join(", ")}`,
  salaryInvalid: "Salary must be text",
  salaryTooLong: "Salary cannot exceed 120 characters",
  notFound: notFound("Job"),
  hasApplications: "This job has applications: deactivate it instead, or delete its applications first",
  created: "Job created successfully!",
  updated: "Job updated successfully!",
  deleted: "Job deleted successfully",
} as const;

const m = jobMessages;
const l = jobLimits;

const line = (required: string, max: number, tooLong: string) => filledText(required).max(max, tooLong);
const paragraph = (required: string, max: number, tooLong: string) =>
  multiLineText(required).min(1, { error: required, abort: true }).max(max, tooLong);

/** A non-empty list of non-empty lines (the job page shows them as bullet points). */
const lines = (required: string, empty: string) =>
  z
    .array(text(empty).min(1, empty).max(l.itemMax, m.itemTooLong), { error: required })
    .min(1, required)
    .max(l.itemsMax, m.listTooLong);

export const jobCreateSchema = z.object({
  title: line(m.titleRequired, l.titleMax, m.titleTooLong),
  slug: slugField,
  description: paragraph(m.descriptionRequired, l.textMax, m.descriptionTooLong),
  companyOverview: paragraph(m.companyOverviewRequired, l.textMax, m.companyOverviewTooLong),
  jobRole: lines(m.jobRoleRequired, m.jobRoleEmpty),
  requirements: lines(m.requirementsRequired, m.requirementEmpty),
  isActive: z.boolean({ error: m.isActiveInvalid }).optional(),
  /** Left out on create: the default, "Lahore, Punjab, Pakistan" (the database's column default). */
  location: line(m.locationRequired, l.locationMax, m.locationTooLong).optional(),
  /** Left out on create: "Full Time". */
  employmentType: z.enum(employmentTypeNames, { error: m.employmentTypeInvalid }).optional(),
  /** Free text ("PKR 150,000–200,000 a month"); left out or empty, the job page shows no salary. */
  salary: text(m.salaryInvalid).max(l.salaryMax, m.salaryTooLong).optional(),
  seo: searchSettingsSchema.optional(),
});
export type JobCreateInput = z.infer<typeof jobCreateSchema>;

export const jobUpdateSchema = jobCreateSchema.partial();
export type JobUpdateInput = z.infer<typeof jobUpdateSchema>;

/** A job's fields: its DTO, its restore and its rights check take them by these names. */
export const jobFieldNames = jobCreateSchema.keyof().options;

/**
 * A job's fields before anyone types: the add form opens on them, a preview of a job kept as a draft
 * on create fills its gaps with them, and a revision from before a field existed reads them for it.
 */
export const jobDefaults: Required<JobCreateInput> = {
  title: "",
  slug: "",
  description: "",
  companyOverview: "",
  jobRole: [],
  requirements: [],
  isActive: true,
  location: JOB_LOCATION,
  employmentType: JOB_EMPLOYMENT_TYPE,
  salary: "",
  seo: defaultSearchSettings,
};

export const jobDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string().describe("The last part of its public address (lowercase a-z, 0-9, hyphens); unique per kind"),
  description: z.string(),
  companyOverview: z.string(),
  jobRole: z.array(z.string()),
  requirements: z.array(z.string()),
  location: z.string(),
  employmentType: z.enum(employmentTypeNames),
  salary: z.string().describe("Free text; empty: none shown"),
  isActive: z.boolean(),
  ...recordStampsDto,
});
export type JobDto = z.infer<typeof jobDtoSchema>;

export const adminJobDtoSchema = withPublication(jobDtoSchema);
export type AdminJobDto = z.infer<typeof adminJobDtoSchema>;
