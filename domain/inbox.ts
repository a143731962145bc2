import { z } from "zod";
import { enquiryStatuses } from "./enums.ts";

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
