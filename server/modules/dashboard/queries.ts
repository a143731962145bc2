import type { DashboardCounts } from "../../../domain/dashboard.ts";
import type { Db } from "../../db/client.ts";
import { categories, jobs, portfolioItems, services } from "../../db/schema/content.ts";
import { applications, enquiries, newsletterSubscribers, potentialCustomers } from "../../db/schema/people.ts";
import { rowTallies } from "../../db/schema/rollups.ts";

/** The tables the dashboard counts; tests/api/dashboard.test.ts fills each of them. */
export const countedTables = {
  applications: applications,
  categories: categories,
  enquiries: enquiries,
  jobs: jobs,
  newsletterSubscribers: newsletterSubscribers,
  portfolioItems: portfolioItems,
  potentialCustomers: potentialCustomers,
  services: services,
};

/**
 * Every count from the tallies the database keeps in the transaction of each write (ADR 0110):
 * one small read, exact, whatever the tables hold. A key nothing was ever counted under is 0.
 */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const tallies = await db.select().from(rowTallies);
  const counts = new Map(tallies.map((tally) => [tally.counted, tally.n]));
  const n = (counted: string) => counts.get(counted) ?? 0;
  const row = {
    categoryCount: n("categories"),
    services: n("services"),
    CompletedCount: n("enquiries.status.completed"),
    PendingCount: n("enquiries.status.pending"),
    enquire: n("enquiries"),
    totalProjectCount: n("portfolio_items.project"),
    activeProductCount: n("portfolio_items.product.active"),
    inActiveProductCount: n("portfolio_items.product.inactive"),
    getintouch: n("newsletter_subscribers"),
    potentialCustomers: n("potential_customers"),
    jobCount: n("jobs"),
    applicationCount: n("applications"),
  };
  const enquiriesAt = (stage: string) => n(`enquiries.stage.${stage}`);
  const applicationsAt = (stage: string) => n(`applications.stage.${stage}`);
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
        new: enquiriesAt("new"),
        contacted: enquiriesAt("contacted"),
        qualified: enquiriesAt("qualified"),
      },
      applications: {
        new: applicationsAt("new"),
        reviewing: applicationsAt("reviewing"),
        interview: applicationsAt("interview"),
        offer: applicationsAt("offer"),
      },
    },
  };
}
