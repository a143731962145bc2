import type { Media, MediaDetail, MediaUpdate } from "../../../../domain/media.ts";
import type {
  NotFoundRow,
  RedirectCreate,
  RedirectDto,
  RedirectImportAnswer,
  RedirectUpdate,
} from "../../../../domain/redirects.ts";
import type { Site, SiteImageName, SitePart, SitePartRecord } from "../../../../domain/site.ts";
import type { ImportDto } from "../../../../domain/wordpress-import.ts";
import { apiRequest } from "../api-client.ts";
import type { DataAnswer, Publication } from "../types.ts";
import { get, type ListAnswer, type Progress, remove, send, upload } from "./request.ts";

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

/** Every Site call answers the whole site as it now is. */
type SiteAnswer = DataAnswer<Site> & { message: string };
/** A partners' or pictures' call with `?draft=true` answers the part's publication, its draft in it (ADR 0123). */
export type SiteDraftAnswer = DataAnswer<Publication> & { message: string };
const inDraft = { draft: "true" };

/** The website's own calls: the site's parts, the alert, redirects and the 404 log, the media library, imports. */
export const websiteApi = {
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
};
