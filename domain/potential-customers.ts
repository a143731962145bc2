import { z } from "zod";
import { attributionDtoSchema } from "./attribution.ts";
import { isoTimestamp } from "./iso-timestamp.ts";

export const potentialCustomerMessages = {
  notFound: "Potential customer not found",
  deleted: "Potential customer deleted successfully",
} as const;

/** Everyone who wrote in (enquiry, subscription, application), once per email address. */
export const potentialCustomerSchema = z.object({
  _id: z.string(),
  email: z.string(),
  source: z.string(),
  visitCount: z.number().int(),
  attribution: attributionDtoSchema,
  createdAt: isoTimestamp,
  lastSeenAt: isoTimestamp,
});
export type PotentialCustomer = z.infer<typeof potentialCustomerSchema>;
