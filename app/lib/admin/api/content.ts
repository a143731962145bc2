import type { Author, AuthorCreateInput, AuthorUpdateInput } from "../../../../domain/authors.ts";
import { byPath, type ContentPath } from "../../../../domain/content-kinds.ts";
import type { PortfolioType } from "../../../../domain/enums.ts";
import type { Media } from "../../../../domain/media.ts";
import type { PageTies } from "../../../../domain/pages.ts";
import type { Revision, RevisionSummary } from "../../../../domain/revisions.ts";
import type { SlugKind, SlugVerdict } from "../../../../domain/slugs.ts";
import type { TrashKind, TrashPage } from "../../../../domain/trash.ts";
import { apiRequest } from "../api-client.ts";
import type {
  AdminArticleDto,
  AdminCategoryDto,
  AdminJobDto,
  AdminPageDto,
  AdminPortfolioDto,
  AdminServiceDto,
  ArticleDto,
  CategoryDto,
  DataAnswer,
  Draft,
  JobDto,
  MessageAnswer,
  PageDto,
  PortfolioDto,
  PreviewLink,
  Publication,
  ServiceDto,
} from "../types.ts";
import type { ServerPage } from "../use-server-pages.ts";
import { get, type ListAnswer, type Progress, remove, send, upload, uploadedCreate, uploadedEdit } from "./request.ts";
import { translationsApi } from "./translations.ts";

/** The path word of a kind with history: every content kind (domain/content-kinds.ts). */
export type HistoryPath = ContentPath;

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

/** The content kinds' calls: their lists and forms, drafts, history, slugs, the trash, the authors. */
export const contentApi = {
  /** Each kind's by its path word; a Site part's draft: `id` is the part's word (ADR 0123). */
  drafts: byPath(draftsOf),
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
  /** A record's translation into Urdu or another of the site's languages (issue 74, ADR 0290). */
  translations: translationsApi,
  /** A slug as it is typed: free, or why not and a free one (issue 67, ADR 0281). */
  slugCheck: (kind: SlugKind, slug: string, id?: string) =>
    get<DataAnswer<SlugVerdict>>(`/slug-check/${kind}`, id ? { slug, id } : { slug }),
  trash: {
    page: (query: { kind?: TrashKind; page: number; limit: number }) => get<TrashPage>("/trash", query),
    restore: (kind: TrashKind, id: string, categoryId?: string) =>
      send<MessageAnswer>("POST", `/trash/${kind}/${id}/restore`, categoryId ? { categoryId } : {}),
    deleteForever: (kind: TrashKind, id: string) => remove(`/trash/${kind}/${id}`),
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
};
