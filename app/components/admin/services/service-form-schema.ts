import type { z } from "zod";
import { serviceBenefitTilesSchema, serviceCreateSchema, serviceTopicsSchema } from "../../../../domain/services.ts";

/** The form edits the lists as rows, so it takes the shared rules without their JSON-text reading. */
export const serviceFormSchema = serviceCreateSchema.extend({
  features: serviceCreateSchema.shape.features.out,
  topics: serviceTopicsSchema.out,
  benefitTiles: serviceBenefitTilesSchema.out,
});
export type ServiceFormValues = z.input<typeof serviceFormSchema>;
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;
