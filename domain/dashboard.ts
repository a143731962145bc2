import { z } from "zod";
import { openPipelineSchema } from "./pipeline.ts";

const count = z.number().int();
/** A count of people's records: left out for a caller without the area's read right (ADR 0136). */
const leadCount = count.optional();
const applicationCount = count.optional();

/** The counts that come from the leads area (enquiries, subscribers, potential customers). */
export const leadCountKeys = ["CompletedCount", "PendingCount", "enquire", "getintouch", "potentialCustomers"] as const;
/** The counts that come from the applications area. */
export const applicationCountKeys = ["applicationCount"] as const;

/**
 * The dashboard's numbers, keyed as the contract names them (`GET /count/get-all-counts`). The
 * counts of leads and of applications, and their open pipelines, are there only for a caller who
 * may read that area: hidden, not shown as zero.
 */
export const dashboardCountsSchema = z.object({
  categoryCount: count,
  subCategoryCount: count,
  totalServiceCount: count,
  CompletedCount: leadCount,
  PendingCount: leadCount,
  totalProjectCount: count,
  enquire: leadCount,
  getintouch: leadCount,
  activeProductCount: count,
  inActiveProductCount: count,
  potentialCustomers: leadCount,
  jobCount: count,
  applicationCount,
  openByStage: z
    .object({
      enquiries: openPipelineSchema.shape.enquiries.optional(),
      applications: openPipelineSchema.shape.applications.optional(),
    })
    .describe(
      "Open enquiries (not won or lost) and open applications (not hired or rejected), by stage; each only for a caller who may read it",
    ),
});

export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** The counts a caller may see: without the leads or applications read right, their counts are left out. */
export function visibleCounts(
  counts: DashboardCounts,
  may: { leads: boolean; applications: boolean },
): DashboardCounts {
  const visible: DashboardCounts = { ...counts, openByStage: { ...counts.openByStage } };
  if (!may.leads) {
    for (const key of leadCountKeys) delete visible[key];
    delete visible.openByStage.enquiries;
  }
  if (!may.applications) {
    for (const key of applicationCountKeys) delete visible[key];
    delete visible.openByStage.applications;
  }
  return visible;
}
