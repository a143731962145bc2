import type { ApiKeyCreate, ApiKeyCreated, ApiKeyDto } from "../../../domain/api-keys.ts";
import type { Author, AuthorCreateInput, AuthorUpdateInput } from "../../../domain/authors.ts";
import type { BackupSummary } from "../../../domain/backups.ts";
import type { Audience, CampaignDetail, CampaignDto, CampaignPreview } from "../../../domain/campaigns.ts";
import { byPath, type ContentPath } from "../../../domain/content-kinds.ts";
import type { BoardColumn } from "../../../domain/enquiry-board.ts";
import type { PortfolioType } from "../../../domain/enums.ts";
import type { MyFollowUps } from "../../../domain/follow-ups.ts";
import type { ListPagination } from "../../../domain/list-paging.ts";
import type { ManualLeadInput } from "../../../domain/manual-leads.ts";
import type { Media, MediaDetail, MediaUpdate } from "../../../domain/media.ts";
import type { PageTies } from "../../../domain/pages.ts";
import type { ActivityInput, PersonEdit } from "../../../domain/person-identity.ts";
import type { PermissionsInput } from "../../../domain/privileges.ts";
import type {
  NotFoundRow,
  RedirectCreate,
  RedirectDto,
  RedirectImportAnswer,
  RedirectUpdate,
} from "../../../domain/redirects.ts";
import type { PollResult } from "../../../domain/reply-channel.ts";
import type { Revision, RevisionSummary } from "../../../domain/revisions.ts";
import type { RolePermissions } from "../../../domain/roles.ts";
import type { Site, SiteImageName, SitePart, SitePartRecord } from "../../../domain/site.ts";
import type { SlugKind, SlugVerdict } from "../../../domain/slugs.ts";
import type { TrashKind, TrashPage } from "../../../domain/trash.ts";
import type { ImportDto } from "../../../domain/wordpress-import.ts";
import { apiRequest, apiUrl, type RequestOptions } from "./api-client.ts";
import type {
  AdminArticleDto,
  AdminCategoryDto,
  AdminJobDto,
  AdminPageDto,
  AdminPortfolioDto,
  AdminServiceDto,
  Application,
  ApplicationFilters,
  ApplicationStage,
  ArticleDto,
  AuditPage,
  CategoryDto,
  DashboardCounts,
  DataAnswer,
  DeliveryDto,
  Draft,
  Enquiry,
  EnquiryFilters,
  EnquiryStage,
  ErasureAnswer,
  FollowUp,
  FollowUpLeadKind,
  Insights,
  InsightsPeriod,
  InsightsTable,
  JobDto,
  LeadNote,
  LogEntry,
  LogQuery,
  MessageAnswer,
  PageDto,
  Pagination,
  PermissionsAnswer,
  Person,
  PersonRow,
  PortfolioDto,
  PotentialCustomer,
  PreviewLink,
  Privilege,
  Publication,
  ReplyTemplate,
  ReplyTemplateInput,
  ResetLink,
  ServiceDto,
  StaffRef,
  Subscriber,
  TwoFactorSetup,
  User,
  WebhookCreate,
  WebhookDto,
  WebhookWithSecretDto,
} from "./types.ts";
import type { ServerPage } from "./use-server-pages.ts";

type Progress = Pick<RequestOptions, "onUploadProgress">;

/** The library's list query: a page, a search, its filters (each sent only when on). */
export type MediaQuery = {
  page: number;
  limit: number;
  q?: string;
  unused?: true;
  missingAlt?: true;
  deleted?: true;
  /** Only the item at this address. */
  url?: string;
  sort?: string;
};

/** The path word of each content kind whose records have a history. */
/** The path word of a kind with history: every content kind (domain/content-kinds.ts). */
export type HistoryPath = ContentPath;

/** The audit log's filters as the API takes them: a username or id, kinds, ISO moments. */
export type AuditFilters = { actor?: string; entity?: string; action?: string; from?: string; to?: string };
type AuditQuery = AuditFilters & { page: number; limit: number };

/** Every Site call answers the whole site as it now is. */
type SiteAnswer = DataAnswer<Site> & { message: string };
/** A partners' or pictures' call with `?draft=true` answers the part's publication, its draft in it (ADR 0123). */
export type SiteDraftAnswer = DataAnswer<Publication> & { message: string };
const inDraft = { draft: "true" };
/** A back-office list: `pagination` when a page was asked for (docs/api.md "Back-office lists at scale"). */
export type ListAnswer<T> = { success: true; data: T[]; pagination?: ListPagination };

const get = <T>(path: string, query?: RequestOptions["query"]) => apiRequest<T>(path, { query });
const send = <T>(method: RequestOptions["method"], path: string, json?: unknown) =>
  apiRequest<T>(path, { method, json });
const upload = <T>(method: RequestOptions["method"], path: string, form: FormData, progress?: Progress) =>
  apiRequest<T>(path, { method, form, onUploadProgress: progress?.onUploadProgress });
const remove = (path: string) => apiRequest<MessageAnswer>(path, { method: "DELETE" });

/**
 * A content kind added with a multipart form (its icon or images): the create, and the create with
 * `draft=true`, which keeps the record as a draft instead (ADR 0122).
 */
const uploadedCreate = <Dto>(base: string) => ({
  create: (form: FormData, progress?: Progress) => upload<DataAnswer<Dto>>("POST", `${base}/create`, form, progress),
  createDraft: (form: FormData, progress?: Progress) =>
    upload<DataAnswer<Publication>>("POST", `${base}/create`, form, progress),
});

/** A content kind changed with a multipart form, and deleted (to the trash). */
const uploadedEdit = <Dto>(base: string) => ({
  update: (id: string, form: FormData, progress?: Progress) =>
    upload<DataAnswer<Dto>>("PATCH", `${base}/update/${id}`, form, progress),
  delete: (id: string) => remove(`${base}/delete/${id}`),
});

/** The path word of a kind with drafts (docs/api.md "Drafts, previews and schedules"): every content kind. */
export type DraftPath = ContentPath;

/** Drafts, schedules and preview links of one kind's records. */
const draftsOf = (path: DraftPath) => ({
  list: () => get<DataAnswer<Publication[]>>(`/${path}/drafts`),
  read: (id: string) => get<DataAnswer<Publication>>(`/${path}/${id}/draft`),
  save: (id: string, fields: Record<string, unknown>, version: number) =>
    send<DataAnswer<Draft> & { message: string }>("POST", `/${path}/${id}/draft`, { ...fields, version }),
  /** A draft save carrying new pictures (multipart, ADR 0125): the kind's file field, with `version`. */
  savePictures: (id: string, form: FormData, version: number, progress?: Progress) => {
    form.set("version", String(version));
    return upload<DataAnswer<Draft> & { message: string }>("POST", `/${path}/${id}/draft`, form, progress);
  },
  /** The library pictures the publish would show without alt text (asked before Publish). */
  missingAlt: (id: string) => get<DataAnswer<Media[]>>(`/${path}/${id}/draft/missing-alt`),
  /** `recordVersion`: the record's version the form was loaded with, the update's edit-conflict guard. */
  publish: (id: string, version: number, recordVersion?: number) =>
    send<DataAnswer<Record<string, unknown>> & { message: string }>("POST", `/${path}/${id}/publish`, {
      version,
      ...(recordVersion === undefined ? {} : { recordVersion }),
    }),
  discard: (id: string) => remove(`/${path}/${id}/draft`),
  /** Brings the last discarded draft back as the draft (ADR 0151). */
  restore: (id: string) => send<DataAnswer<Publication> & { message: string }>("POST", `/${path}/${id}/draft/restore`),
  schedule: (id: string, body: { publishAt?: string; unpublishAt?: string }) =>
    send<DataAnswer<Publication> & { message: string }>("POST", `/${path}/${id}/schedule`, body),
  unschedule: (id: string) => remove(`/${path}/${id}/schedule`),
  links: (id: string) => get<DataAnswer<PreviewLink[]>>(`/${path}/${id}/preview-links`),
  share: (id: string, expiresInHours: number) =>
    send<DataAnswer<{ _id: string; url: string; expiresAt: string }> & { message: string }>(
      "POST",
      `/${path}/${id}/preview-links`,
      { expiresInHours },
    ),
  revoke: (id: string, linkId: string) => remove(`/${path}/${id}/preview-links/${linkId}`),
  /** Staff's Preview: the record's real page with its draft, opened in a new tab. */
  previewUrl: (id: string) => `/preview/${path}/${id}`,
});

/** Every call the back office makes, one function per row of docs/api.md. */
export const adminApi = {
  /** Each kind's by its path word; a Site part's draft: `id` is the part's word (ADR 0123). */
  drafts: byPath(draftsOf),
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
  categories: {
    list: () => get<DataAnswer<CategoryDto[]>>("/category"),
    /** The Categories screen's page (a signed-in caller sending `page`/`limit`: ADR 0093). */
    page: (page: ServerPage & { publication?: string }) => get<ListAnswer<AdminCategoryDto>>("/category", page),
    /** One record with its badge, as "where used" opens it (issue 67). */
    read: (id: string) => get<DataAnswer<AdminCategoryDto>>(`/category/${id}`),
    ...uploadedCreate<CategoryDto>("/category"),
    ...uploadedEdit<CategoryDto>("/category"),
  },
  services: {
    list: () => get<{ success: true; services: ServiceDto[] }>("/services"),
    page: (page: ServerPage & { categoryId?: string; publication?: string }) =>
      get<ListAnswer<AdminServiceDto>>("/services", page),
    read: (id: string) => get<DataAnswer<AdminServiceDto>>(`/services/${id}`),
    ...uploadedCreate<ServiceDto>("/services"),
    ...uploadedEdit<ServiceDto>("/services"),
  },
  portfolio: {
    /** The Projects and Products screens' page (a signed-in caller sending `page`/`limit`: ADR 0093). */
    page: (query: ServerPage & { type: PortfolioType; isActive?: string; publication?: string }) =>
      get<ListAnswer<AdminPortfolioDto>>("/project", query),
    read: (id: string) => get<DataAnswer<AdminPortfolioDto>>(`/project/${id}`),
    ...uploadedCreate<PortfolioDto>("/project"),
    update: (id: string, body: Record<string, unknown>) =>
      send<DataAnswer<PortfolioDto>>("PATCH", `/project/update/${id}`, body),
    addImage: (id: string, form: FormData, progress?: Progress) =>
      upload<DataAnswer<{ image: string[] }>>("PATCH", `/project/change-image/${id}`, form, progress),
    removeImage: (id: string, imagePath: string) =>
      apiRequest<DataAnswer<{ image: string[] }>>(`/project/image/${id}`, { method: "DELETE", json: { imagePath } }),
    delete: (id: string) => remove(`/project/delete/${id}`),
  },
  jobs: {
    list: () => get<DataAnswer<JobDto[]>>("/job", { all: "true" }),
    page: (page: ServerPage & { isActive?: string; publication?: string }) =>
      get<ListAnswer<AdminJobDto>>("/job", { all: "true", ...page }),
    read: (id: string) => get<DataAnswer<AdminJobDto>>(`/job/${id}`),
    create: (body: unknown) => send<DataAnswer<JobDto>>("POST", "/job/create", body),
    /** The create with `draft: true`: the job is kept as a draft, not created (ADR 0122). */
    createDraft: (body: unknown) => send<DataAnswer<Publication>>("POST", "/job/create", body),
    update: (id: string, body: unknown) => send<DataAnswer<JobDto>>("PATCH", `/job/update/${id}`, body),
    delete: (id: string) => remove(`/job/delete/${id}`),
  },
  pages: {
    page: (page: ServerPage & { isActive?: string; publication?: string }) =>
      get<ListAnswer<AdminPageDto>>("/pages", { ...page }),
    /** One page, published or not, with its badge: its full-page editor opens on it. */
    read: (id: string) => get<DataAnswer<AdminPageDto>>(`/pages/${id}`),
    /** What leans on a page, said before it is deleted (issue 67): the menu's links, the redirects. */
    ties: (id: string) => get<DataAnswer<PageTies>>(`/pages/${id}/ties`),
    create: (body: unknown) => send<DataAnswer<PageDto>>("POST", "/pages", body),
    /** The create with `draft: true`: the page is kept as a draft, not created (ADR 0122). */
    createDraft: (body: unknown) => send<DataAnswer<Publication>>("POST", "/pages", body),
    update: (id: string, body: unknown) => send<DataAnswer<PageDto>>("PATCH", `/pages/${id}`, body),
    delete: (id: string) => remove(`/pages/${id}`),
  },
  articles: {
    page: (page: ServerPage & { isActive?: string; publication?: string; tag?: string }) =>
      get<ListAnswer<AdminArticleDto>>("/articles", { ...page }),
    /** One article, published or not, with its badge: its full-page editor opens on it. */
    read: (id: string) => get<DataAnswer<AdminArticleDto>>(`/articles/${id}`),
    create: (body: unknown) => send<DataAnswer<ArticleDto>>("POST", "/articles", body),
    /** The create with `draft: true`: the article is kept as a draft, not created (ADR 0122). */
    createDraft: (body: unknown) => send<DataAnswer<Publication>>("POST", "/articles", body),
    update: (id: string, body: unknown) => send<DataAnswer<ArticleDto>>("PATCH", `/articles/${id}`, body),
    delete: (id: string) => remove(`/articles/${id}`),
  },
  /** History of a content record (`path`: the resource's path word, docs/api.md "History, trash and edit conflicts"). */
  history: {
    list: (path: HistoryPath, id: string) => get<DataAnswer<RevisionSummary[]>>(`/${path}/${id}/revisions`),
    read: (path: HistoryPath, id: string, revisionId: string) =>
      get<DataAnswer<Revision>>(`/${path}/${id}/revisions/${revisionId}`),
    restore: (path: HistoryPath, id: string, revisionId: string) =>
      send<DataAnswer<Record<string, unknown>> & { message: string }>(
        "POST",
        `/${path}/${id}/revisions/${revisionId}/restore`,
      ),
  },
  applications: {
    list: (filters: ApplicationFilters = {}, page?: ServerPage) =>
      get<ListAnswer<Application>>("/career", { ...filters, ...page }),
    change: (id: string, body: { stage?: ApplicationStage; ownerId?: string | null }) =>
      send<DataAnswer<Application> & { message: string }>("PATCH", `/career/update/${id}`, body),
    addNote: (id: string, text: string) =>
      send<DataAnswer<LeadNote> & { message: string }>("POST", `/career/${id}/notes`, { text }),
    delete: (id: string) => remove(`/career/delete/${id}`),
  },
  enquiries: {
    list: (filters: EnquiryFilters = {}, page?: ServerPage) =>
      get<ListAnswer<Enquiry>>("/contact", { ...filters, ...page }),
    change: (
      id: string,
      body: {
        stage?: EnquiryStage;
        ownerId?: string | null;
        dealValue?: number | null;
        expectedCloseOn?: string | null;
        lostReason?: string | null;
      },
    ) => send<DataAnswer<Enquiry> & { message: string }>("PATCH", `/contact/update/${id}`, body),
    board: (owner?: string) => get<DataAnswer<BoardColumn[]>>("/contact/board", owner ? { owner } : undefined),
    addNote: (id: string, text: string) =>
      send<DataAnswer<LeadNote> & { message: string }>("POST", `/contact/${id}/notes`, { text }),
    delete: (id: string) => remove(`/contact/delete/${id}`),
  },
  /** Follow-ups on enquiries and applications (ADR 0175). */
  followUps: {
    list: (query: { due?: "today" | "overdue"; owner?: string; lead?: string } = {}) =>
      get<{ success: true; data: FollowUp[]; timeZone: string }>("/follow-ups", query),
    /** The signed-in admin's open follow-ups: overdue, today, upcoming (issue 69). */
    mine: () => get<{ success: true; data: MyFollowUps; timeZone: string }>("/follow-ups/mine"),
    add: (kind: FollowUpLeadKind, leadId: string, body: { dueAt: string; task: string; ownerId: string }) =>
      send<DataAnswer<FollowUp> & { message: string }>(
        "POST",
        `/${kind === "enquiry" ? "contact" : "career"}/${leadId}/follow-ups`,
        body,
      ),
    change: (id: string, body: { dueAt?: string; task?: string; ownerId?: string; done?: boolean }) =>
      send<DataAnswer<FollowUp> & { message: string }>("PATCH", `/follow-ups/${id}`, body),
    delete: (id: string) => remove(`/follow-ups/${id}`),
  },
  /** Colleagues by id and username, for any signed-in admin: who may own a lead. */
  staff: {
    list: () => get<DataAnswer<StaffRef[]>>("/admin/staff"),
  },
  subscribers: {
    list: (page?: ServerPage & { status?: string }) => get<ListAnswer<Subscriber>>("/newsletter", page),
    delete: (id: string) => remove(`/newsletter/delete/${id}`),
    /** A subscriber's tags, which a campaign may be sent to. */
    tag: (id: string, tags: string[]) => send<DataAnswer<Subscriber>>("PATCH", `/newsletter/${id}`, { tags }),
  },
  /** Author profiles (ADR 0245): every signed-in admin reads them; a superAdmin changes them. */
  authors: {
    list: (query: { account?: "with" | "without" } = {}) => get<DataAnswer<Author[]>>("/authors", query),
    page: (page: ServerPage & { account?: "with" | "without" }) => get<ListAnswer<Author>>("/authors", page),
    get: (id: string) => get<DataAnswer<Author>>(`/authors/${id}`),
    create: (body: AuthorCreateInput) => send<DataAnswer<Author> & { message: string }>("POST", "/authors", body),
    update: (id: string, body: AuthorUpdateInput) =>
      send<DataAnswer<Author> & { message: string }>("PATCH", `/authors/${id}`, body),
    delete: (id: string) => remove(`/authors/${id}`),
  },
  campaigns: {
    list: () => get<DataAnswer<CampaignDto[]> & { timeZone: string }>("/campaigns"),
    get: (id: string) => get<DataAnswer<CampaignDetail> & { timeZone: string }>(`/campaigns/${id}`),
    create: (body: unknown) => send<DataAnswer<CampaignDetail>>("POST", "/campaigns", body),
    update: (id: string, body: unknown) => send<DataAnswer<CampaignDetail>>("PATCH", `/campaigns/${id}`, body),
    delete: (id: string) => remove(`/campaigns/${id}`),
    preview: (id: string) => get<DataAnswer<CampaignPreview>>(`/campaigns/${id}/preview`),
    audience: (audience: Audience) =>
      send<DataAnswer<{ recipients: number }>>("POST", "/campaigns/audience", { audience }),
    test: (id: string, to: string) => send<MessageAnswer>("POST", `/campaigns/${id}/test`, { to }),
    schedule: (id: string, at: string) => send<DataAnswer<CampaignDetail>>("POST", `/campaigns/${id}/schedule`, { at }),
    send: (id: string) => send<DataAnswer<CampaignDetail>>("POST", `/campaigns/${id}/send`),
    cancel: (id: string) => send<DataAnswer<CampaignDetail>>("POST", `/campaigns/${id}/cancel`),
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
  /** A slug as it is typed: free, or why not and a free one (issue 67, ADR 0281). */
  slugCheck: (kind: SlugKind, slug: string, id?: string) =>
    get<DataAnswer<SlugVerdict>>(`/slug-check/${kind}`, id ? { slug, id } : { slug }),
  /** Redirects and the 404 log (docs/api.md "Addresses: slugs, redirects, 404 log, search settings", ADR 0165). */
  redirects: {
    page: (query: { page: number; limit: number; q?: string }) => get<ListAnswer<RedirectDto>>("/redirects", query),
    create: (input: RedirectCreate) => send<DataAnswer<RedirectDto> & { message: string }>("POST", "/redirects", input),
    update: (id: string, input: RedirectUpdate) =>
      send<DataAnswer<RedirectDto> & { message: string }>("PATCH", `/redirects/${id}`, input),
    delete: (id: string) => remove(`/redirects/${id}`),
    import: (csv: string) => send<RedirectImportAnswer>("POST", "/redirects/import", { csv }),
  },
  notFoundLog: {
    page: (query: { page: number; limit: number; q?: string; ignored?: boolean; probes?: boolean }) =>
      get<ListAnswer<NotFoundRow>>("/not-found-log", query),
    ignore: (paths: string[], ignored = true) =>
      send<DataAnswer<{ changed: number }> & { message: string }>("POST", "/not-found-log/ignore", { paths, ignored }),
  },
  /** The media library (docs/api.md "Media library", ADR 0181). */
  media: {
    page: (query: MediaQuery) => get<ListAnswer<Media>>("/media", query),
    read: (id: string) => get<DataAnswer<MediaDetail>>(`/media/${id}`),
    /** One file (`file`, with `alt`, `caption`, `credit` if given) per call: each has its own progress. */
    upload: (form: FormData, progress?: Progress) =>
      upload<DataAnswer<Media> & { message: string }>("POST", "/media", form, progress),
    update: (id: string, change: MediaUpdate, version: number) =>
      send<DataAnswer<Media> & { message: string }>("PATCH", `/media/${id}`, { ...change, version }),
    replace: (id: string, form: FormData, progress?: Progress) =>
      upload<DataAnswer<Media> & { message: string }>("POST", `/media/${id}/replace`, form, progress),
    /** 409 with `usedBy` while something shows it (parse the error's body with `mediaInUseSchema`). */
    delete: (id: string) => remove(`/media/${id}`),
    restore: (id: string) => send<DataAnswer<Media> & { message: string }>("POST", `/media/${id}/restore`),
  },
  trash: {
    page: (query: { kind?: TrashKind; page: number; limit: number }) => get<TrashPage>("/trash", query),
    restore: (kind: TrashKind, id: string, categoryId?: string) =>
      send<MessageAnswer>("POST", `/trash/${kind}/${id}/restore`, categoryId ? { categoryId } : {}),
    deleteForever: (kind: TrashKind, id: string) => remove(`/trash/${kind}/${id}`),
  },
  imports: {
    list: () => get<{ success: true; data: ImportDto[] }>("/import"),
    read: (id: string) => get<DataAnswer<ImportDto>>(`/import/${id}`),
    /** `file`, `dryRun` and optionally `uploads`; answers 202 once the file is checked and stored. */
    start: (form: FormData, progress?: Progress) =>
      upload<DataAnswer<Pick<ImportDto, "_id" | "status" | "dryRun">> & { message: string }>(
        "POST",
        "/import/wordpress",
        form,
        progress,
      ),
    cancel: (id: string) => send<DataAnswer<ImportDto> & { message: string }>("POST", `/import/${id}/cancel`),
  },
  backups: {
    list: () => get<{ success: true; data: BackupSummary[]; encryption: boolean }>("/backups"),
    start: () => send<{ success: true; message: string; data: BackupSummary }>("POST", "/backups"),
    /** A plain link: the session cookie goes with it, and the browser saves the archive. */
    downloadUrl: (id: string) => apiUrl(`/backups/${id}/download`),
  },
  dashboard: {
    counts: () => get<{ success: true; status: number; data: DashboardCounts }>("/count/get-all-counts"),
  },
  potentialCustomers: {
    list: (query?: ServerPage & { source?: string }) => get<ListAnswer<PotentialCustomer>>("/potentialCustomer", query),
    delete: (id: string) => remove(`/potentialCustomer/delete/${id}`),
  },
  people: {
    list: (query: ServerPage) => get<ListAnswer<PersonRow>>("/people", query),
    read: (id: string) => get<DataAnswer<Person>>(`/people/${encodeURIComponent(id)}`),
    merge: (id: string, otherId: string) => send<MessageAnswer>("POST", `/people/${id}/merge`, { otherId }),
    unmerge: (id: string, otherId: string) =>
      send<DataAnswer<{ otherId: string }> & { message: string }>("POST", `/people/${id}/unmerge`, { otherId }),
    email: (id: string, reply: { subject: string; body: string; templateId?: string }) =>
      send<DataAnswer<{ _id: string; subject: string; sentAt: string }> & { message: string }>(
        "POST",
        `/people/${id}/email`,
        reply,
      ),
    edit: (id: string, edit: PersonEdit) =>
      send<DataAnswer<Person> & { message: string }>("PATCH", `/people/${encodeURIComponent(id)}`, edit),
    keepApart: (id: string, otherId: string) =>
      send<MessageAnswer>("POST", `/people/${encodeURIComponent(id)}/keep-apart`, { otherId }),
    split: (id: string, leadIds: string[]) =>
      send<DataAnswer<Person> & { message: string }>("POST", `/people/${encodeURIComponent(id)}/split`, { leadIds }),
    logActivity: (id: string, activity: ActivityInput) =>
      send<DataAnswer<{ _id: string }> & { message: string }>(
        "POST",
        `/people/${encodeURIComponent(id)}/activities`,
        activity,
      ),
    checkAnswers: () => send<DataAnswer<PollResult>>("POST", "/inbound-mail/poll"),
  },
  leads: {
    add: (lead: ManualLeadInput) =>
      send<DataAnswer<{ enquiryId: string; personId: string }> & { message: string }>("POST", "/leads", lead),
  },
  replyTemplates: {
    list: () => get<DataAnswer<ReplyTemplate[]>>("/reply-templates"),
    create: (template: ReplyTemplateInput) =>
      send<DataAnswer<ReplyTemplate> & { message: string }>("POST", "/reply-templates", template),
    update: (id: string, template: ReplyTemplateInput) =>
      send<DataAnswer<ReplyTemplate> & { message: string }>("PUT", `/reply-templates/${id}`, template),
    delete: (id: string) => remove(`/reply-templates/${id}`),
  },
  insights: {
    read: (days: InsightsPeriod) => get<DataAnswer<Insights>>("/insights", { days }),
  },
  site: {
    read: () => get<DataAnswer<Site>>("/site"),
    /** One part as its editor opens it, with the version its save names. */
    part: <P extends SitePart>(part: P) => get<DataAnswer<SitePartRecord<P>>>(`/site/${part}`),
    update: (part: SitePart, body: unknown, version?: number) =>
      apiRequest<SiteAnswer>(`/site/${part}`, { method: "PATCH", json: body, ifMatch: version }),
    addPartner: (form: FormData) => upload<SiteAnswer>("POST", "/site/partners", form),
    updatePartner: (id: string, form: FormData) =>
      upload<SiteAnswer>("PATCH", `/site/partners/${encodeURIComponent(id)}`, form),
    removePartner: (id: string) =>
      apiRequest<SiteAnswer>(`/site/partners/${encodeURIComponent(id)}`, { method: "DELETE" }),
    orderPartners: (ids: string[]) => send<SiteAnswer>("PATCH", "/site/partners/order", { ids }),
    setImage: (name: SiteImageName, form: FormData) => upload<SiteAnswer>("PATCH", `/site/images/${name}`, form),
    resetImage: (name: SiteImageName) => apiRequest<SiteAnswer>(`/site/images/${name}`, { method: "DELETE" }),
    /** The same calls into the part's draft (`?draft=true`): nothing goes live until it is published. */
    inDraft: {
      addPartner: (form: FormData) =>
        apiRequest<SiteDraftAnswer>("/site/partners", { method: "POST", form, query: inDraft }),
      updatePartner: (id: string, form: FormData) =>
        apiRequest<SiteDraftAnswer>(`/site/partners/${encodeURIComponent(id)}`, {
          method: "PATCH",
          form,
          query: inDraft,
        }),
      removePartner: (id: string) =>
        apiRequest<SiteDraftAnswer>(`/site/partners/${encodeURIComponent(id)}`, { method: "DELETE", query: inDraft }),
      orderPartners: (ids: string[]) =>
        apiRequest<SiteDraftAnswer>("/site/partners/order", { method: "PATCH", json: { ids }, query: inDraft }),
      setImage: (name: SiteImageName, form: FormData) =>
        apiRequest<SiteDraftAnswer>(`/site/images/${name}`, { method: "PATCH", form, query: inDraft }),
      resetImage: (name: SiteImageName) =>
        apiRequest<SiteDraftAnswer>(`/site/images/${name}`, { method: "DELETE", query: inDraft }),
    },
  },
  alertHeading: {
    read: () => get<DataAnswer<{ textField: string }>>("/alertHeader"),
    update: (textField: string) =>
      send<DataAnswer<{ textField: string }> & { message: string }>("PUT", "/alertHeader/update", { textField }),
  },
};

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
