import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ListPagination } from "../../../domain/list-paging.ts";
import { messageOf } from "./api-client.ts";
import { uiMessages } from "./messages.ts";
import type { MessageAnswer } from "./types.ts";
import { useListScreen } from "./use-list-screen.ts";
import { ADMIN_PAGE_SIZE, type PagedSearch } from "./use-paged-search.ts";
import { useResource } from "./use-resource.ts";

/** How long the search box waits for the admin to stop typing before it asks the server. */
const SEARCH_PAUSE_MS = 300;

export type ServerPage = { page: number; limit: number; q?: string };
type Loaded<T> = { data: T[]; pagination?: ListPagination };

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * An inbox screen whose list is paged and searched by the server (ADR 0092): the page and the
 * search live in the address (`?page=3&q=khan`), so a reload, the back button or a shared link shows
 * the same rows; `filters` (also in the address) reload from page 1.
 */
export function useServerInbox<T extends { _id: string }>(
  load: (page: ServerPage) => Promise<Loaded<T>>,
  filters: string,
  remove: (row: T) => Promise<MessageAnswer>,
) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const q = params.get("q") ?? "";
  const [typed, setTyped] = useState(q);
  const [pagination, setPagination] = useState<ListPagination | undefined>(undefined);

  const go = useCallback(
    (change: { page?: number; q?: string }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === "" || (key === "page" && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
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
      load({ page, limit: ADMIN_PAGE_SIZE, q: q || undefined }).then((answer) => {
        setPagination(answer.pagination);
        return answer.data;
      }),
    [page, q, filters],
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
  return useListScreen<T, "view" | "delete">(rows, {
    table,
    remove,
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
}
