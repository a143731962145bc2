import { z } from "zod";
import { attributionDtoSchema } from "./attribution.ts";
import { leadSources } from "./enums.ts";
import { leadListFormatQuery } from "./inbox.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { listPageQuery, oneOfFilter } from "./list-paging.ts";
import { notFound } from "./text-patterns.ts";

export const potentialCustomerMessages = {
  notFound: notFound("Potential customer"),
  deleted: "Potential customer deleted successfully",
  sourceInvalid: `Source must be one of: ${leadSources.join(", ")}`,
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

/** The fields the Potential customers screen sorts by; its search box looks in the address. */
export const potentialCustomerSortFields = ["lastSeenAt", "createdAt", "email", "visitCount"] as const;

/** `GET /potentialCustomer`: paging, search, sort and the first source (docs/api.md "Back-office lists at scale"). */
export const potentialCustomerListQuery = leadListFormatQuery
  .extend(listPageQuery(potentialCustomerSortFields, "-lastSeenAt").shape)
  .extend({
    source: oneOfFilter(leadSources, potentialCustomerMessages.sourceInvalid).describe(
      "Only people first seen through this source (contact, newsletter, career, quotation, catalog)",
    ),
  });
