import { type Attribution, type AttributionDto, attributionColumns } from "../../../domain/attribution.ts";
import type { CsvColumn } from "../../http/csv-export.ts";

/** A lead row's attribution columns, as its answer shows them. */
export const storedAttribution = (row: Attribution): AttributionDto => ({
  landingPage: row.landingPage,
  referrerHost: row.referrerHost,
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
});

/** The attribution columns every lead list's CSV ends with, read from a row by `of`. */
export function attributionCsvColumns<Row>(of: (row: Row) => Attribution): CsvColumn<Row>[] {
  return attributionColumns.map(([header, key]) => ({ header, value: (row: Row) => of(row)[key] }));
}
