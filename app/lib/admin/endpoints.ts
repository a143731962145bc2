import { type AuditFilters, administrationApi } from "./api/administration.ts";
import { contentApi } from "./api/content.ts";
import { leadsApi } from "./api/leads.ts";
import { websiteApi } from "./api/website.ts";
import { apiUrl } from "./api-client.ts";
import type { ApplicationFilters, EnquiryFilters, InsightsPeriod, InsightsTable } from "./types.ts";

export type { AuditFilters } from "./api/administration.ts";
export type { DraftPath, HistoryPath } from "./api/content.ts";
export type { ListAnswer } from "./api/request.ts";
export type { MediaQuery, SiteDraftAnswer } from "./api/website.ts";

/**
 * Every call the back office makes, one function per row of docs/api.md, kept by area in ./api/
 * (content, website, leads, administration): a screen imports this one object.
 */
export const adminApi = {
  ...contentApi,
  ...websiteApi,
  ...leadsApi,
  ...administrationApi,
} satisfies [Clashes] extends [never] ? object : { clash: Clashes };

/** A call two areas both name, which the later one would silently replace: none may (the `satisfies` above). */
type Shared<A, B> = Extract<keyof A, keyof B>;
type Clashes =
  | Shared<typeof contentApi, typeof websiteApi>
  | Shared<typeof contentApi, typeof leadsApi>
  | Shared<typeof contentApi, typeof administrationApi>
  | Shared<typeof websiteApi, typeof leadsApi>
  | Shared<typeof websiteApi, typeof administrationApi>
  | Shared<typeof leadsApi, typeof administrationApi>;

/** Spreadsheet downloads: plain links, so the browser streams the file with the session cookie. */
export const csvExports = {
  jobs: apiUrl("/job", { all: "true", format: "csv" }),
  applications: (filters: ApplicationFilters & { q?: string } = {}) => apiUrl("/career", { ...filters, format: "csv" }),
  enquiries: (filters: EnquiryFilters & { q?: string } = {}) => apiUrl("/contact", { ...filters, format: "csv" }),
  subscribers: (q?: string, status?: string) => apiUrl("/newsletter", { q, status, format: "csv" }),
  redirects: (q?: string) => apiUrl("/redirects", { q, format: "csv" }),
  potentialCustomers: apiUrl("/potentialCustomer", { format: "csv" }),
  potentialCustomersMatching: (filters: { q?: string; source?: string }) =>
    apiUrl("/potentialCustomer", { ...filters, format: "csv" }),
  insights: (days: InsightsPeriod, table: InsightsTable) => apiUrl("/insights", { days, format: "csv", table }),
  audit: (filters: AuditFilters) => apiUrl("/audit", { ...filters, format: "csv" }),
};
