import type { ApiKeyCreate, ApiKeyCreated, ApiKeyDto } from "../../../../domain/api-keys.ts";
import type { BackupSummary } from "../../../../domain/backups.ts";
import type { PermissionsInput } from "../../../../domain/privileges.ts";
import type { RolePermissions } from "../../../../domain/roles.ts";
import { apiRequest, apiUrl } from "../api-client.ts";
import type {
  AuditPage,
  DataAnswer,
  DeliveryDto,
  ErasureAnswer,
  LogEntry,
  LogQuery,
  MessageAnswer,
  Pagination,
  PermissionsAnswer,
  Privilege,
  ResetLink,
  TwoFactorSetup,
  User,
  WebhookCreate,
  WebhookDto,
  WebhookWithSecretDto,
} from "../types.ts";
import type { ServerPage } from "../use-server-pages.ts";
import { get, type ListAnswer, remove, send } from "./request.ts";

/** The audit log's filters as the API takes them: a username or id, kinds, ISO moments. */
export type AuditFilters = { actor?: string; entity?: string; action?: string; from?: string; to?: string };
type AuditQuery = AuditFilters & { page: number; limit: number };

/** Accounts, roles, logs, webhooks, API keys, privacy, audit and backups. */
export const administrationApi = {
  session: {
    login: (body: { username: string; password: string; code?: string }) =>
      apiRequest<DataAnswer<User> & { message: string }>("/admin/login", {
        method: "POST",
        json: body,
        ignoreUnauthorized: true,
      }),
    logout: () => apiRequest<MessageAnswer>("/admin/logout", { method: "POST", ignoreUnauthorized: true }),
    me: () => apiRequest<DataAnswer<User> & { timeZone: string }>("/admin/me", { ignoreUnauthorized: true }),
    permissions: () =>
      apiRequest<{ success: true; permission?: PermissionsAnswer }>("/permission/by-admin", {
        ignoreUnauthorized: true,
      }),
  },
  /** The signed-in admin's own credentials, and the reset links anyone may ask for. */
  account: {
    changePassword: (body: { currentPassword: string; newPassword: string }) =>
      send<MessageAnswer>("POST", "/admin/password", body),
    requestReset: (email: string) =>
      apiRequest<MessageAnswer>("/admin/password-reset/request", {
        method: "POST",
        json: { email },
        ignoreUnauthorized: true,
      }),
    confirmReset: (body: { token: string; newPassword: string }) =>
      apiRequest<MessageAnswer>("/admin/password-reset/confirm", {
        method: "POST",
        json: body,
        ignoreUnauthorized: true,
      }),
    setupTwoFactor: () => send<DataAnswer<TwoFactorSetup>>("POST", "/admin/2fa/setup"),
    enableTwoFactor: (code: string) =>
      send<DataAnswer<{ recoveryCodes: string[] }> & { message: string }>("POST", "/admin/2fa/enable", { code }),
    disableTwoFactor: (body: { password: string; code: string }) =>
      send<MessageAnswer>("POST", "/admin/2fa/disable", body),
  },
  users: {
    list: () => get<DataAnswer<User[]>>("/admin"),
    page: (page: ServerPage & { role?: string }) => get<ListAnswer<User>>("/admin", page),
    register: (body: unknown) => send<DataAnswer<User>>("POST", "/admin/register", body),
    changeRole: (id: string, role: string) => send<DataAnswer<User>>("PATCH", `/admin/update-role/${id}`, { role }),
    updateProfile: (id: string, body: Record<string, string | boolean | null>) =>
      send<DataAnswer<User>>("PATCH", `/admin/update/${id}`, body),
    delete: (id: string) => remove(`/admin/delete/${id}`),
    resetLink: (id: string) => send<DataAnswer<ResetLink>>("POST", `/admin/${id}/reset-link`),
    turnOffTwoFactor: (id: string) => remove(`/admin/${id}/2fa`),
  },
  privileges: {
    list: () => get<DataAnswer<Privilege[]>>("/permission"),
    page: (page: ServerPage) => get<ListAnswer<Privilege>>("/permission", page),
    create: (body: { role: string; permissions: RolePermissions }) =>
      send<DataAnswer<Privilege>>("POST", "/permission/create", body),
    update: (id: string, body: { role?: string; permissions?: PermissionsInput }) =>
      send<DataAnswer<Privilege>>("PATCH", `/permission/${id}`, body),
    delete: (id: string) => remove(`/permission/${id}`),
  },
  logs: {
    page: (query: LogQuery) =>
      get<{ success: true; data: LogEntry[]; pagination: Pagination }>("/logger/get-all", query),
  },
  webhooks: {
    list: () => get<DataAnswer<WebhookDto[]>>("/webhooks"),
    create: (body: WebhookCreate) => send<DataAnswer<WebhookWithSecretDto>>("POST", "/webhooks", body),
    update: (id: string, body: { enabled?: boolean; includeRecord?: boolean; rotateSecret?: boolean }) =>
      send<DataAnswer<WebhookDto | WebhookWithSecretDto>>("PATCH", `/webhooks/${id}`, body),
    delete: (id: string) => remove(`/webhooks/${id}`),
    test: (id: string) => send<DataAnswer<DeliveryDto>>("POST", `/webhooks/${id}/test`),
    deliveries: (id: string) => get<DataAnswer<DeliveryDto[]>>(`/webhooks/${id}/deliveries`),
    redeliver: (deliveryId: string) =>
      send<DataAnswer<DeliveryDto>>("POST", `/webhooks/deliveries/${deliveryId}/redeliver`),
  },
  apiKeys: {
    list: () => get<DataAnswer<ApiKeyDto[]>>("/api-keys"),
    create: (body: ApiKeyCreate) => send<DataAnswer<ApiKeyCreated>>("POST", "/api-keys", body),
    revoke: (id: string) => remove(`/api-keys/${id}`),
  },
  privacy: {
    erase: (email: string) => send<ErasureAnswer>("POST", "/privacy/erase", { email }),
  },
  audit: {
    page: (query: AuditQuery) => get<AuditPage>("/audit", query),
  },
  backups: {
    list: () => get<{ success: true; data: BackupSummary[]; encryption: boolean }>("/backups"),
    start: () => send<{ success: true; message: string; data: BackupSummary }>("POST", "/backups"),
    /** A plain link: the session cookie goes with it, and the browser saves the archive. */
    downloadUrl: (id: string) => apiUrl(`/backups/${id}/download`),
  },
};
