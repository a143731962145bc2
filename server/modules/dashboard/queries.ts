import { sql } from "drizzle-orm";
import type { DashboardCounts } from "../../../domain/dashboard.ts";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";

/** The tables the dashboard counts; tests/api/dashboard.test.ts fills each of them. */
export const countedTables = {
  applications: schema.applications,
  categories: schema.categories,
  enquiries: schema.enquiries,
  jobs: schema.jobs,
  newsletterSubscribers: schema.newsletterSubscribers,
  portfolioItems: schema.portfolioItems,
  potentialCustomers: schema.potentialCustomers,
  services: schema.services,
};

/** Every count in one statement of scalar subqueries: one round trip, one consistent snapshot. */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const t = countedTables;
  const result = await db.execute<Record<string, number>>(sql`
    select
      (select count(*) from ${t.categories})::int as "categoryCount",
      (select count(*) from ${t.services})::int as "services",
      (select count(*) from ${t.enquiries} where ${t.enquiries.status} = 'completed')::int as "CompletedCount",
      (select count(*) from ${t.enquiries} where ${t.enquiries.status} = 'pending')::int as "PendingCount",
      (select count(*) from ${t.enquiries})::int as "enquire",
      (select count(*) from ${t.portfolioItems} where ${t.portfolioItems.type} = 'project')::int as "totalProjectCount",
      (select count(*) from ${t.portfolioItems} where ${t.portfolioItems.type} = 'product' and ${t.portfolioItems.isActive})::int
        as "activeProductCount",
      (select count(*) from ${t.portfolioItems} where ${t.portfolioItems.type} = 'product' and not ${t.portfolioItems.isActive})::int
        as "inActiveProductCount",
      (select count(*) from ${t.newsletterSubscribers})::int as "getintouch",
      (select count(*) from ${t.potentialCustomers})::int as "potentialCustomers",
      (select count(*) from ${t.jobs})::int as "jobCount",
      (select count(*) from ${t.applications})::int as "applicationCount"
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
