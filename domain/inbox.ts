import { z } from "zod";
import { attributionDtoSchema } from "./attribution.ts";
import { enquiryStatuses } from "./enums.ts";
import { isoTimestamp as timestamp } from "./iso-timestamp.ts";

/** Enquiries, subscribers and applications as the back office manages them. */
export const inboxMessages = {
  statusInvalid: "Status must be pending or completed",
  enquiryNotFound: "Enquiry not found",
  enquiryUpdated: "Enquiry updated successfully!",
  enquiryDeleted: "Enquiry deleted successfully",
  subscriberNotFound: "Subscriber not found",
  subscriberDeleted: "Subscriber deleted successfully",
  applicationNotFound: "Application not found",
  applicationDeleted: "Application deleted successfully",
  resumeMissing: "Resume file not found",
} as const;

export const enquiryStatusSchema = z.object({
  status: z.enum(enquiryStatuses, { error: inboxMessages.statusInvalid }),
});

/** `?format=csv` turns an inbox list into a spreadsheet download. */
export const listFormatQuery = z.object({
  format: z.enum(["json", "csv"]).optional().describe("csv: a spreadsheet download instead of JSON"),
});

export const enquiryDtoSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  message: z.string(),
  source: z.string(),
  status: z.enum(enquiryStatuses),
  attribution: attributionDtoSchema,
  createdAt: timestamp,
});
export type EnquiryDto = z.infer<typeof enquiryDtoSchema>;

export const subscriberDtoSchema = z.object({
  _id: z.string(),
  subscriberEmail: z.string(),
  attribution: attributionDtoSchema,
  createdAt: timestamp,
});
export type SubscriberDto = z.infer<typeof subscriberDtoSchema>;

export const applicationDtoSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  address: z.string(),
  state: z.string(),
  postalCode: z.string(),
  resume: z.object({
    name: z.string(),
    type: z.string(),
    size: z.number().int(),
    url: z.string().describe("Signed-in download: GET /api/v1/career/:id/resume"),
  }),
  job: z.object({ _id: z.string(), title: z.string() }),
  attribution: attributionDtoSchema,
  createdAt: timestamp,
});
export type ApplicationDto = z.infer<typeof applicationDtoSchema>;
