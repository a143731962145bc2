import { useMemo, useState } from "react";

/** Admin tables show 10 rows a page (spec §9). */
export const ADMIN_PAGE_SIZE = 10;

/** A table's search box and pager: what the screen shows, wherever the paging happens. */
export type PagedSearch<T> = {
  query: string;
  setQuery: (value: string) => void;
  page: number;
  pageCount: number;
  total: number;
  start: number;
  pageRows: T[];
  previous: () => void;
  next: () => void;
};

/** Client-side search and paging over a loaded list: a new search starts again at page 1. */
export function usePagedSearch<T>(rows: readonly T[], matches: (row: T, query: string) => boolean): PagedSearch<T> {
  const [query, setQueryState] = useState("");
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? rows.filter((row) => matches(row, needle)) : rows;
  }, [rows, query, matches]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / ADMIN_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const start = (current - 1) * ADMIN_PAGE_SIZE;

  return {
    query,
    setQuery: (value: string) => {
      setQueryState(value);
      setPage(1);
    },
    page: current,
    pageCount,
    total: filtered.length,
    start,
    pageRows: filtered.slice(start, start + ADMIN_PAGE_SIZE),
    previous: () => setPage(Math.max(1, current - 1)),
    next: () => setPage(Math.min(pageCount, current + 1)),
  };
}

/** Case-insensitive "contains" over a few text fields of a row. */
export function textMatcher<T>(fields: (row: T) => (string | null | undefined)[]) {
  return (row: T, needle: string) => fields(row).some((value) => value?.toLowerCase().includes(needle));
}
