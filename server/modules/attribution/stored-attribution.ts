import type { AnyColumn } from "drizzle-orm";
import { type Attribution, type AttributionDto, attributionColumns } from "../../../domain/attribution.ts";
import type { CsvField } from "../../db/csv-batches.ts";

/** A lead row's attribution columns, as its answer shows them. */
export const storedAttribution = (row: Attribution): AttributionDto => ({
  landingPage: row.landingPage,
  referrerHost: row.referrerHost,
  utmSource: row.utmSource,
  utmMedium: row.utmMedium,
  utmCampaign: row.utmCampaign,
});

/** The attribution columns every lead list's CSV ends with, read from the lead's table. */
export function attributionCsvFields(table: Record<keyof Attribution, AnyColumn>): CsvField[] {
  return attributionColumns.map(([header, key]) => ({ header, value: table[key] }));
}

/** A lead table's attribution columns, to select beside its own (they read back as `storedAttribution` takes them). */
export function attributionSelection<T extends Record<keyof Attribution, AnyColumn>>(
  table: T,
): Pick<T, keyof Attribution> {
  return {
    landingPage: table.landingPage,
    referrerHost: table.referrerHost,
    utmSource: table.utmSource,
    utmMedium: table.utmMedium,
    utmCampaign: table.utmCampaign,
  };
}
