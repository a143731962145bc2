import type { CsvField } from "../../db/csv-batches.ts";
import { timeField } from "../../db/csv-batches.ts";
import { potentialCustomers as customers } from "../../db/schema/people.ts";
import { attributionCsvFields } from "../attribution/stored-attribution.ts";

/** The potential customers' spreadsheet columns. */
export const potentialCustomerCsvFields: CsvField[] = [
  { header: "Email", value: customers.email },
  { header: "Source", value: customers.source },
  { header: "Visits", value: customers.visitCount },
  timeField("First seen", customers.createdAt),
  timeField("Last seen", customers.lastSeenAt),
  ...attributionCsvFields(customers),
];
