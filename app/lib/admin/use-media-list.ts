import { useState } from "react";
import { apiUrl } from "./api-client.ts";
import { adminApi, type MediaQuery } from "./endpoints.ts";
import { useResource } from "./use-resource.ts";

/** The library's filters beside its search (the Media screen's checkboxes; the picker has none). */
export type MediaFilters = Pick<MediaQuery, "unused" | "missingAlt" | "deleted">;
const noFilters: MediaFilters = {};

/**
 * A page of the media library with its search box and pager, as the Media screen and the picker
 * show it: a new search or new filters start again at page 1; `version` reloads the page (after an
 * upload or a change). What `MediaBrowser` takes is `browser`.
 */
export function useMediaList(limit: number, options: { filters?: MediaFilters; version?: number } = {}) {
  const { filters = noFilters, version = 0 } = options;
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [shownFilters, setShownFilters] = useState(filters);
  // New filters start again at page 1, in the render that shows them (no page of the old ones is asked for).
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setPage(1);
  }
  const query = { page, limit, q: q.trim() || undefined, ...filters };
  const list = useResource(
    () => adminApi.media.page(query),
    [page, q, filters, version, limit],
    apiUrl("/media", query),
  );
  return {
    browser: {
      page: list,
      q,
      onSearch: (value: string) => {
        setQ(value);
        setPage(1);
      },
      pageNumber: page,
      onPage: setPage,
    },
  };
}
