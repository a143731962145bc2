import { sql } from "drizzle-orm";
import type { DashboardCounts } from "../../../domain/dashboard.ts";
import type { Db } from "../../db/client.ts";
import {
  applications,
  categories,
  enquiries,
  jobs,
  newsletterSubscribers,
  portfolioItems,
  potentialCustomers,
  services,
} from "../../db/schema.ts";

/** The tables the dashboard counts; tests/api/dashboard.test.ts fills each of them. */
export const countedTables = {
  applications,
  categories,
  enquiries,
  jobs,
  newsletterSubscribers,
  portfolioItems,
  potentialCustomers,
  services,
};

/** Every count in one statement of scalar subqueries: one round trip, one consistent snapshot. */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const result = await db.execute<Record<string, number>>(sql`
    select
      (select count(*) from ${categories})::int as "categoryCount",
      (select count(*) from ${services})::int as "services",
      (select count(*) from ${enquiries} where ${enquiries.status} = 'completed')::int as "CompletedCount",
      (select count(*) from ${enquiries} where ${enquiries.status} = 'pending')::int as "PendingCount",
      (select count(*) from ${enquiries})::int as "enquire",
      (select count(*) from ${portfolioItems} where ${portfolioItems.type} = 'project')::int as "totalProjectCount",
      (select count(*) from ${portfolioItems} where ${portfolioItems.type} = 'product' and ${portfolioItems.isActive})::int
        as "activeProductCount",
      (select count(*) from ${portfolioItems} where ${portfolioItems.type} = 'product' and not ${portfolioItems.isActive})::int
        as "inActiveProductCount",
      (select count(*) from ${newsletterSubscribers})::int as "getintouch",
      (select count(*) from ${potentialCustomers})::int as "potentialCustomers",
      (select count(*) from ${jobs})::int as "jobCount",
      (select count(*) from ${applications})::int as "applicationCount"
  `);
  const row = result.rows[0];
  return {
    categoryCount: row.categoryCount,
    // The back office calls services "sub-categories" on one card and "services" on another.
    subCategoryCount: row.services,
    totalServiceCount: row.services,
    CompletedCount: row.CompletedCount,
    PendingCount: row.PendingCount,
    totalProjectCount: row.totalProjectCount,
    enquire: row.enquire,
    getintouch: row.getintouch,
    activeProductCount: row.activeProductCount,
    inActiveProductCount: row.inActiveProductCount,
    potentialCustomers: row.potentialCustomers,
    jobCount: row.jobCount,
    applicationCount: row.applicationCount,
  };
}
