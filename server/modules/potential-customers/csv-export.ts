import type { CsvColumn } from "../../http/csv-export.ts";
import { attributionCsvColumns } from "../attribution/stored-attribution.ts";
import type { PotentialCustomerRow as Row } from "./queries.ts";

/** The potential customers' spreadsheet columns. */
export const potentialCustomerCsvColumns: CsvColumn<Row>[] = [
  { header: "Email", value: (r) => r.email },
  { header: "Source", value: (r) => r.source },
  { header: "Visits", value: (r) => r.visitCount },
  { header: "First seen", value: (r) => r.createdAt },
  { header: "Last seen", value: (r) => r.lastSeenAt },
  ...attributionCsvColumns<Row>((r) => r),
];
