import { z } from "zod";
import { recordPublicationSchema } from "./drafts.ts";
import { portfolioTypes } from "./enums.ts";
import { employmentTypeNames } from "./job-types.ts";
import { searchSettingsDtoSchema } from "./search-settings.ts";

/**
 * The public shapes of the site's content, exactly as docs/api.md names them. The server declares
 * them as response schemas (so nothing internal is ever serialised) and the React app reads them.
 */

const timestamp = z.string().describe("ISO-8601 timestamp");
/** Sent back with an update (`version` or `If-Match`) so a colleague's change is never overwritten. */
const version = z.number().int().describe("1 when created, +1 on every change");

/** A record's category; `slug` empty in a revision kept before categories had slugs. */
export const categoryRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string().default("") });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const categoryDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().describe("The last part of its public address (lowercase a-z, 0-9, hyphens); unique per kind"),
  description: z.string(),
  icon: z.string().nullable().describe("Public image URL, or null"),
  seo: searchSettingsDtoSchema,
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

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
  seo: searchSettingsDtoSchema,
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ServiceDto = z.infer<typeof serviceDtoSchema>;

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
  seo: searchSettingsDtoSchema,
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PortfolioDto = z.infer<typeof portfolioDtoSchema>;

export {
  type EmploymentType,
  employmentTypeNames,
  JOB_EMPLOYMENT_TYPE,
  JOB_LOCATION,
  schemaOrgEmploymentType,
} from "./job-types.ts";

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
  seo: searchSettingsDtoSchema,
  version,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type JobDto = z.infer<typeof jobDtoSchema>;

/**
 * The same records as a signed-in caller reads them (the back office's paged lists and single
 * reads): each public shape with its publication badge (`status`, `hasDraft`: ADR 0122).
 */
export const adminCategoryDtoSchema = categoryDtoSchema.extend(recordPublicationSchema.shape);
export type AdminCategoryDto = z.infer<typeof adminCategoryDtoSchema>;
export const adminServiceDtoSchema = serviceDtoSchema.extend(recordPublicationSchema.shape);
export type AdminServiceDto = z.infer<typeof adminServiceDtoSchema>;
export const adminPortfolioDtoSchema = portfolioDtoSchema.extend(recordPublicationSchema.shape);
export type AdminPortfolioDto = z.infer<typeof adminPortfolioDtoSchema>;
export const adminJobDtoSchema = jobDtoSchema.extend(recordPublicationSchema.shape);
export type AdminJobDto = z.infer<typeof adminJobDtoSchema>;

/** 404 texts of the public reads; a malformed id gets the same answer as an unknown one. */
export const contentMessages = {
  categoryNotFound: "Category not found",
  serviceNotFound: "Service not found",
  portfolioNotFound: "Portfolio item not found",
  jobNotFound: "Job not found",
} as const;

/** What a card of a portfolio item shows (the home page's row): its name, client, year, category and first image. */
export type PortfolioCard = {
  _id: string;
  name: string;
  client: string;
  year: number;
  category: string;
  cover: string | null;
};
