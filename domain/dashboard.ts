import { z } from "zod";

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
});

export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
