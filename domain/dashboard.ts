import { z } from "zod";
import { openPipelineSchema } from "./pipeline.ts";

const count = z.number().int();

/** The dashboard's numbers, keyed as the contract names them (`GET /count/get-all-counts`). */
export const dashboardCountsSchema = z.object({
  categoryCount: count,
  subCategoryCount: count,
  totalServiceCount: count,
  CompletedCount: count,
  PendingCount: count,
  totalProjectCount: count,
  enquire: count,
  getintouch: count,
  activeProductCount: count,
  inActiveProductCount: count,
  potentialCustomers: count,
  jobCount: count,
  applicationCount: count,
  openByStage: openPipelineSchema.describe(
    "Open enquiries (not won or lost) and open applications (not hired or rejected), by stage",
  ),
});

export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
