import type { DataAction, PersonalDataArea } from "../../../domain/roles.ts";
import { siteParts } from "../../../domain/site.ts";
import { apiUrl } from "./api-client.ts";
import { ADMIN_PAGE_SIZE } from "./use-paged-search.ts";

/**
 * What each main back-office screen reads for its first paint (issue 71, ADR 0287): the exact API
 * addresses it asks for, built from the screen's address as the screen builds them. The server
 * preloads them with the page, the sidebar prefetches them on intent, and the screens keep their last
 * answer under them. Nothing here imports a screen, so the shell and the server may import it.
 */
export type ScreenRead = {
  url: string;
  /** A read only some roles make (a panel the role does not see): prefetched only for them, never preloaded. */
  when?: (canData: (area: PersonalDataArea, action: DataAction) => boolean) => boolean;
};

/** The Media screen's page of pictures. */
export const MEDIA_PAGE_SIZE = 24;

/** The session check (app/lib/admin/session.ts): who is signed in, then their permissions. */
export const sessionReads: readonly string[] = [apiUrl("/admin/me"), apiUrl("/permission/by-admin")];

/** The page, search and order a server-paged list keeps in its address (use-server-pages.ts). */
const serverPage = (query: URLSearchParams) => {
  const page = Number(query.get("page") ?? "1");
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: ADMIN_PAGE_SIZE,
    q: query.get("q") || undefined,
    sort: query.get("sort") || undefined,
  };
};

/** The filters a list keeps in its address, in its own order (address-filters.ts). */
const addressFilters = (query: URLSearchParams, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((key) => (query.get(key) ? [[key, query.get(key) ?? ""]] : [])));

/** A content list's records kept as drafts on create: read while its Show filter is All or Draft. */
const draftsShown = (query: URLSearchParams) => ["", "draft"].includes(query.get("publication") ?? "");

const readsLeads = (canData: (area: PersonalDataArea, action: DataAction) => boolean) => canData("leads", "read");
const readsPeople = (canData: (area: PersonalDataArea, action: DataAction) => boolean) =>
  canData("leads", "read") || canData("applications", "read");

const declared: Record<string, (query: URLSearchParams) => ScreenRead[]> = {
  "/admin": () => [
    { url: apiUrl("/alertHeader") },
    { url: apiUrl("/count/get-all-counts") },
    { url: apiUrl("/follow-ups/mine"), when: readsPeople },
    { url: apiUrl("/potentialCustomer"), when: readsLeads },
  ],
  "/admin/enquiries": (query) => [
    { url: apiUrl("/admin/staff") },
    {
      url: apiUrl("/contact", {
        ...addressFilters(query, ["status", "stage", "owner", "followUp"]),
        ...serverPage(query),
      }),
    },
  ],
  "/admin/projects": (query) => [
    { url: apiUrl("/category") },
    {
      url: apiUrl("/project", {
        ...addressFilters(query, ["publication"]),
        ...serverPage(query),
        type: "project",
      }),
    },
    ...(draftsShown(query) ? [{ url: apiUrl("/project/drafts") }] : []),
  ],
  "/admin/pages": (query) => [
    { url: apiUrl("/pages", { ...addressFilters(query, ["isActive", "publication"]), ...serverPage(query) }) },
    ...(draftsShown(query) ? [{ url: apiUrl("/pages/drafts") }] : []),
  ],
  "/admin/media": () => [{ url: apiUrl("/media", { page: 1, limit: MEDIA_PAGE_SIZE }) }],
  "/admin/site": (query) => {
    // The part shown (the first, Contact details, unless the address names another) opens on its
    // record and its draft; the Partners part reads the site alone.
    const asked = query.get("part");
    const part = asked === "partners" ? null : (siteParts.find((known) => known === asked) ?? "contact");
    return [
      { url: apiUrl("/site") },
      ...(part ? [{ url: apiUrl(`/site/${part}`) }, { url: apiUrl(`/site/${part}/draft`) }] : []),
    ];
  },
};

/** The reads of the screen at `pathname` with `search` (a trailing slash ignored); none for other screens. */
export function screenReads(pathname: string, search = ""): ScreenRead[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return declared[path]?.(new URLSearchParams(search)) ?? [];
}
