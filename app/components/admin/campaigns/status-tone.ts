import type { CampaignStatus } from "../../../../domain/campaigns.ts";

/** Each campaign status's badge colour, in the list and on the campaign's screen. */
export const campaignStatusTone: Record<CampaignStatus, "slate" | "amber" | "indigo" | "green" | "red"> = {
  draft: "slate",
  scheduled: "amber",
  sending: "indigo",
  sent: "green",
  cancelled: "red",
};
