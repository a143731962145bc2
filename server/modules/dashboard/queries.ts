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

type CountsRow = Record<string, number> & {
  enquiriesByStage: Record<string, number> | null;
  applicationsByStage: Record<string, number> | null;
};

/** A stage's count from a stage → count object, in which a stage nothing is at is absent. */
const at = (counts: Record<string, number> | null, stage: string) => counts?.[stage] ?? 0;

/** Every count in one statement of scalar subqueries: one round trip, one consistent snapshot. */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const t = countedTables;
  const result = await db.execute<CountsRow>(sql`
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
      (select count(*) from ${t.applications})::int as "applicationCount",
      (select json_object_agg(stage, n) from (
        select ${t.enquiries.stage} as stage, count(*)::int as n from ${t.enquiries} group by 1
      ) as by_stage) as "enquiriesByStage",
      (select json_object_agg(stage, n) from (
        select ${t.applications.stage} as stage, count(*)::int as n from ${t.applications} group by 1
      ) as by_stage) as "applicationsByStage"
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
    openByStage: {
      enquiries: {
        new: at(row.enquiriesByStage, "new"),
        contacted: at(row.enquiriesByStage, "contacted"),
        qualified: at(row.enquiriesByStage, "qualified"),
      },
      applications: {
        new: at(row.applicationsByStage, "new"),
        reviewing: at(row.applicationsByStage, "reviewing"),
        interview: at(row.applicationsByStage, "interview"),
        offer: at(row.applicationsByStage, "offer"),
      },
    },
  };
}
