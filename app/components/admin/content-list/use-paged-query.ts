import { useState } from "react";
import type { ListPagination } from "../../../../domain/list-paging.ts";
import { pagerOf } from "../ui/pager.tsx";
import type { SearchBoxProps } from "../ui/search-box.tsx";

/**
 * A list the server pages (redirects, the 404 log, authors, the trash): which page is shown and what
 * is searched. A new search or filter starts again on the first page, where its matches begin.
 */
export function usePagedQuery() {
  const [typed, setTyped] = useState("");
  const [page, setPage] = useState(1);
  /** Sets a filter, back on the first page. */
  const refilter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    page,
    /** The search as the API takes it: none while the box is blank. */
    q: typed.trim() || undefined,
    /** The table's search box. */
    search: (placeholder: string, label: string): SearchBoxProps => ({
      value: typed,
      onChange: refilter(setTyped),
      placeholder,
      label,
    }),
    refilter,
    /** The table's pager over the server's pagination. */
    paging: (pagination: Pick<ListPagination, "total" | "totalPages"> | undefined) =>
      pagerOf(pagination, page, setPage),
  };
}
