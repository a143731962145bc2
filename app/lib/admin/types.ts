/**
 * What the back office reads from the API (docs/api.md): every shape comes from domain/, imported as
 * types only, so the browser bundle carries no Zod (ADR 0038).
 */
import type { LogLevel } from "../../../domain/request-logs.ts";
import type { PermissionsReport } from "../../../domain/roles.ts";

export type { User } from "../../../domain/admin-users.ts";
export type { AdminArticleDto, ArticleDto } from "../../../domain/articles.ts";
export type { AuditAction, AuditEntity, AuditEntry, AuditPage } from "../../../domain/audit.ts";
export type { AdminCategoryDto, CategoryDto } from "../../../domain/categories.ts";
export type { DashboardCounts } from "../../../domain/dashboard.ts";
export type { Draft, PreviewLink, Publication, RecordPublication } from "../../../domain/drafts.ts";
export type { FollowUpDto as FollowUp, FollowUpLeadKind } from "../../../domain/follow-ups.ts";
export type {
  ApplicationDto as Application,
  EnquiryDto as Enquiry,
  SubscriberDto as Subscriber,
} from "../../../domain/inbox.ts";
export type { Insights, InsightsPeriod, InsightsTable } from "../../../domain/insights.ts";
export type { AdminJobDto, JobDto } from "../../../domain/jobs.ts";
export type { AdminPageDto, PageDto } from "../../../domain/pages.ts";
export type { ResetLink } from "../../../domain/passwords.ts";
export type { Person, PersonRow, ReplyTemplate, ReplyTemplateInput, TimelineEntry } from "../../../domain/people.ts";
export type {
  ApplicationStage,
  EnquiryStage,
  LeadNote,
  OpenPipeline,
  StaffRef,
} from "../../../domain/pipeline.ts";
export type { AdminPortfolioDto, PortfolioDto } from "../../../domain/portfolio.ts";
export type { PotentialCustomer } from "../../../domain/potential-customers.ts";
export type { ErasureAnswer, ErasureCounts } from "../../../domain/privacy.ts";
export type { Privilege } from "../../../domain/privileges.ts";
export type { LogEntry, Pagination } from "../../../domain/request-logs.ts";
export type { AdminServiceDto, ServiceDto } from "../../../domain/services.ts";
export type { TwoFactorSetup } from "../../../domain/two-factor.ts";
export type { DeliveryDto, WebhookCreate, WebhookDto, WebhookWithSecretDto } from "../../../domain/webhooks.ts";

/** What the Logs screen asks `GET /logger/get-all` for: a page, and the filters it has set. */
export type LogQuery = {
  page: number;
  limit: number;
  method?: string;
  status?: string;
  username?: string;
  route?: string;
  from?: string;
  to?: string;
  level?: LogLevel;
};

export type PermissionsAnswer = { role: string; permissions: PermissionsReport };

/** Answers that carry a list or one record under `data`. */
export type DataAnswer<T> = { success: true; data: T; message?: string };
export type MessageAnswer = { success: true; message: string };

/** What an enquiries list asks for: the filters set (the address bar holds them). */
export type EnquiryFilters = { stage?: string; status?: string; owner?: string; followUp?: string };
export type ApplicationFilters = { jobId?: string; stage?: string; owner?: string; followUp?: string };
