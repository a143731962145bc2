import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { ListPagination } from "../../../domain/list-paging.ts";
import { useAddressQuery } from "./address-query.ts";
import { ADMIN_PAGE_SIZE, type PagedSearch } from "./use-paged-search.ts";
import { useResource } from "./use-resource.ts";

/** How long the search box waits for the admin to stop typing before it asks the server. */
const SEARCH_PAUSE_MS = 300;

/** What a screen asks the server for: one page, its search and its order (docs/api.md "Back-office lists at scale"). */
export type ServerPage = { page: number; limit: number; q?: string; sort?: string };
type Loaded<T> = { data: T[]; pagination?: ListPagination };

/** Each kept list's pager, beside its rows (use-resource.ts keeps those): the pager shows with them. */
const keptPagination = new Map<string, ListPagination>();

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A list paged, searched and sorted by the server (ADR 0092, ADR 0120): the page, the search and the
 * order live in the address (`?page=3&q=khan&sort=-title`), so a reload, the back button or a shared
 * link shows the same rows; `filters` (kept in the address by the screen) reload from page 1.
 */
/** The session ended: the next admin's pagers start empty too (use-resource.ts's forgetKeptReads). */
export function forgetKeptPagination() {
  keptPagination.clear();
}

export function useServerPages<T>(load: (page: ServerPage) => Promise<Loaded<T>>, filters: string) {
  const [params, changeQuery] = useAddressQuery();
  const page = pageOf(params);
  const q = params.get("q") ?? "";
  const sort = params.get("sort") ?? "";
  const [typed, setTyped] = useState(q);
  // One server-paged list a screen: its address names the page shown, kept for the next visit.
  const keep = `${useLocation().pathname} page=${page}&q=${q}&sort=${sort}&${filters}`;
  const [pagination, setPagination] = useState<ListPagination | undefined>(() => keptPagination.get(keep));

  // Page 1 is the default, so it is left out of the address.
  const go = useCallback(
    (change: { page?: number; q?: string; sort?: string }) =>
      changeQuery(change.page === 1 ? { ...change, page: undefined } : change, { preventScrollReset: true }),
    [changeQuery],
  );

  // The address is the truth: a back button or a link sets the box to its search.
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => go({ q: typed.trim(), page: 1 }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, go]);

  const rows = useResource(
    () =>
      load({ page, limit: ADMIN_PAGE_SIZE, q: q || undefined, sort: sort || undefined }).then((answer) => {
        if (answer.pagination) keptPagination.set(keep, answer.pagination);
        else keptPagination.delete(keep);
        setPagination(answer.pagination);
        return answer.data;
      }),
    [page, q, sort, filters],
    keep,
  );
  const total = pagination?.total ?? rows.data?.length ?? 0;
  const pageCount = Math.max(1, pagination?.totalPages ?? 1);
  const table: PagedSearch<T> = {
    query: typed,
    setQuery: setTyped,
    page,
    pageCount,
    total,
    start: (page - 1) * ADMIN_PAGE_SIZE,
    pageRows: rows.data ?? [],
    previous: () => go({ page: Math.max(1, page - 1) }),
    next: () => go({ page: Math.min(pageCount, page + 1) }),
  };
  return {
    rows,
    table,
    /** The order asked for (`title`, `-createdAt`), empty for the list's own default. */
    sort,
    /** Another order is another list: it starts at its first page. */
    setSort: (value: string) => go({ sort: value, page: 1 }),
  };
}
