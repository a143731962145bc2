import type { z } from "zod";
import { searchSettingsFieldsSchema } from "../../../../domain/search-settings.ts";
import { serviceBenefitTilesSchema, serviceCreateSchema, serviceTopicsSchema } from "../../../../domain/services.ts";

/** The form edits the lists as rows and the search settings as fields, so it takes the shared rules without their JSON-text reading. */
export const serviceFormSchema = serviceCreateSchema.extend({
  features: serviceCreateSchema.shape.features.out,
  topics: serviceTopicsSchema.out,
  benefitTiles: serviceBenefitTilesSchema.out,
  seo: searchSettingsFieldsSchema,
});
export type ServiceFormValues = z.input<typeof serviceFormSchema>;
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;
