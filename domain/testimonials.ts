import { z } from "zod";
import { filledText, isRequired, multiLineText, notFound, text } from "./text-rules.ts";

/** Testimonials (issue 70, ADR 0283): client quotes shown on the home page, service and project pages. */
export const testimonialLimits = {
  quoteMin: 10,
  quoteMax: 600,
  nameMin: 2,
  nameMax: 100,
  roleMax: 100,
  companyMax: 100,
  orderMax: 10_000,
} as const;
const l = testimonialLimits;

export const testimonialMessages = {
  quoteRequired: isRequired("Quote"),
  quoteTooShort: `Quote must be at least ${l.quoteMin} characters`,
  quoteTooLong: `Quote cannot exceed ${l.quoteMax} characters`,
  nameRequired: isRequired("Name"),
  nameTooShort: `Name must be at least ${l.nameMin} characters`,
  nameTooLong: `Name cannot exceed ${l.nameMax} characters`,
  roleTooLong: `Role cannot exceed ${l.roleMax} characters`,
  companyTooLong: `Company cannot exceed ${l.companyMax} characters`,
  imageInvalid: "Image must be a picture of the media library",
  imageNotFound: "The picture is not in the media library",
  projectInvalid: "Project must be a project's id",
  projectNotFound: "The project does not exist",
  orderInvalid: `Order must be a whole number from 0 to ${l.orderMax}`,
  isActiveInvalid: "isActive must be true or false",
  notFound: notFound("Testimonial"),
  created: "Testimonial created successfully!",
  updated: "Testimonial updated successfully!",
  deleted: "Testimonial moved to the trash",
} as const;
const m = testimonialMessages;

const optionalId = (error: string) => z.uuid({ error }).nullable().optional();

export const testimonialCreateSchema = z.object({
  quote: multiLineText(m.quoteRequired)
    .min(1, { error: m.quoteRequired, abort: true })
    .min(l.quoteMin, m.quoteTooShort)
    .max(l.quoteMax, m.quoteTooLong),
  name: filledText(m.nameRequired).min(l.nameMin, m.nameTooShort).max(l.nameMax, m.nameTooLong),
  role: text(m.roleTooLong).max(l.roleMax, m.roleTooLong).optional(),
  company: text(m.companyTooLong).max(l.companyMax, m.companyTooLong).optional(),
  /** A media library picture's id (their photo or their company's logo); null: none. */
  imageId: optionalId(m.imageInvalid),
  /** The project it speaks of; it is then shown on that project's page and its service's pages. */
  projectId: optionalId(m.projectInvalid),
  order: z.int({ error: m.orderInvalid }).min(0, m.orderInvalid).max(l.orderMax, m.orderInvalid).optional(),
  isActive: z.boolean({ error: m.isActiveInvalid }).optional().describe("Shown on the site"),
});
export type TestimonialCreateInput = z.infer<typeof testimonialCreateSchema>;

/** A testimonial's fields before anyone types. */
export const testimonialDefaults: Required<TestimonialCreateInput> = {
  quote: "",
  name: "",
  role: "",
  company: "",
  imageId: null,
  projectId: null,
  order: 0,
  isActive: true,
};

export const testimonialDtoSchema = z.object({
  _id: z.string(),
  quote: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.string(),
  imageId: z.string().nullable().describe("A media library picture's id"),
  projectId: z.string().nullable().describe("The project it speaks of"),
  order: z.number().describe("Lower first"),
  isActive: z.boolean(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestimonialDto = z.infer<typeof testimonialDtoSchema>;

/** The public list's filters: one project's, or those of projects in a service's category. */
export const testimonialFilters = z.object({
  projectId: z.uuid().optional().describe("Only those about this project"),
  serviceId: z.uuid().optional().describe("Only those about a project in this service's category"),
});

/** What a page shows of one: the quote, who said it, and its picture with the library's alt text. */
export const testimonialCardSchema = z.object({
  _id: z.string(),
  quote: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.string(),
  /** Its picture with the library's words (alt text, focal point, size). */
  picture: z
    .object({
      url: z.string(),
      alt: z.string(),
      decorative: z.boolean(),
      focalX: z.number(),
      focalY: z.number(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    })
    .nullable(),
});
export type TestimonialCard = z.infer<typeof testimonialCardSchema>;
