/**
 * What the back office reads from the API (docs/api.md). Shapes the server already declares are
 * imported as types only (erased from the bundle); the rest mirror the contract's tables.
 */
import type { PermissionsReport } from "../../../domain/roles.ts";
import type { User } from "../../../server/modules/admin-users/schemas.ts";
import type { Privilege } from "../../../server/modules/privileges/schemas.ts";

export type { CategoryDto, JobDto, PortfolioDto, ServiceDto } from "../../../domain/content.ts";
export type { Privilege, User };

export type PermissionsAnswer = { role: string; permissions: PermissionsReport };

export type LogEntry = {
  _id: string;
  method: string;
  route: string;
  user: string | null;
  ip: string | null;
  username: string | null;
  timestamp: string;
  statusCode: number;
  durationMs: number;
};

export type Pagination = { page: number; limit: number; total: number; totalPages: number };

export type PotentialCustomer = {
  _id: string;
  email: string;
  source: string;
  visitCount: number;
  createdAt: string;
  lastSeenAt: string;
};

export type { DashboardCounts } from "../../../domain/dashboard.ts";

export type {
  ApplicationDto as Application,
  EnquiryDto as Enquiry,
  SubscriberDto as Subscriber,
} from "../../../domain/inbox.ts";

/** Answers that carry a list or one record under `data`. */
export type DataAnswer<T> = { success: true; data: T; message?: string };
export type MessageAnswer = { success: true; message: string };
