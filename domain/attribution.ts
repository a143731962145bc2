import { z } from "zod";
import { ATTRIBUTION_MAX, type AttributionField, attributionLabels } from "./attribution-rules.ts";
import { text, tooLong } from "./text-rules.ts";

export * from "./attribution-rules.ts";

/** One optional attribution field: trimmed text of at most 300 characters; blank counts as absent. */
function attributionText(field: AttributionField) {
  const label = attributionLabels[field];
  return text(`${label} must be text`).max(ATTRIBUTION_MAX, tooLong(label, ATTRIBUTION_MAX)).optional();
}

/**
 * What every public write may carry about the visit that led to it (docs/api.md "Attribution and
 * insights"). Spread into the contact, newsletter and application schemas after their own fields, so
 * their messages keep the spec's order.
 */
export const attributionFields = {
  landingPage: attributionText("landingPage").describe("The visit's first page; only its path is kept"),
  referrer: attributionText("referrer").describe("The site that referred the visit; only its host is kept"),
  utmSource: attributionText("utmSource").describe("utm_source of the visit's campaign link"),
  utmMedium: attributionText("utmMedium").describe("utm_medium of the visit's campaign link"),
  utmCampaign: attributionText("utmCampaign").describe("utm_campaign of the visit's campaign link"),
};

export type AttributionInput = Partial<Record<AttributionField, string>>;

/** How a stored lead shows where it came from; null where nothing is known. */
export const attributionDtoSchema = z.object({
  landingPage: z.string().nullable(),
  referrerHost: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
});
export type AttributionDto = z.infer<typeof attributionDtoSchema>;
