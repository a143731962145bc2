import { useCallback, useState } from "react";
import { notify } from "./notify.ts";
import type { MessageAnswer } from "./types.ts";
import { type PagedSearch, usePagedSearch } from "./use-paged-search.ts";
import type { Resource } from "./use-resource.ts";

/** What a list screen shows over its table: nothing, the add form, or one row in a modal. */
type Opened<T, Kind extends string> = { kind: "add" } | { kind: Kind; row: T } | null;

type ListScreenOptions<T> = {
  /** Searched and paged here; left out when `table` comes from the server's pages. */
  matches?: (row: T, needle: string) => boolean;
  /** The server's page, search and pager (use-server-inbox.ts) instead of the ones kept here. */
  table?: PagedSearch<T>;
  /** The rows a filter above the table keeps; all loaded rows when left out. */
  shown?: readonly T[];
  remove: (row: T) => Promise<MessageAnswer>;
  /** The toast for a failed delete. */
  removeFailed: (error: unknown) => string;
};

const noMatch = () => true;

/**
 * The state every list screen keeps over its loaded rows: search and paging, the modal that is
 * open, and the delete that drops a row without reloading the list.
 */
export function useListScreen<T extends { _id: string }, Kind extends string = "view" | "edit" | "delete">(
  rows: Resource<T[]>,
  { matches, table: serverTable, shown, remove, removeFailed }: ListScreenOptions<T>,
) {
  const localTable = usePagedSearch(shown ?? rows.data ?? [], matches ?? noMatch);
  const table = serverTable ?? localTable;
  const [opened, open] = useState<Opened<T, Kind>>(null);
  const close = useCallback(() => open(null), []);

  return {
    rows,
    table,
    opened,
    open,
    close,
    /** After the add or edit form saved: the server's list is the truth (order, joined names). */
    saved: () => {
      open(null);
      rows.reload();
    },
    /** An edit form closed that may have saved a draft: the page afresh, for the row's badge. */
    closeAndReload: () => {
      open(null);
      rows.reload();
    },
    /** Keeps the confirmation open when the server refuses, so the admin can try again or cancel. */
    remove: async (row: T) => {
      try {
        const answer = await remove(row);
        notify.success(answer.message);
        // A server's page is read again, so the next row moves up and the total follows.
        if (serverTable) rows.reload();
        else rows.replace((current) => (current ?? []).filter((other) => other._id !== row._id));
        open(null);
      } catch (error) {
        notify.error(removeFailed(error));
      }
    },
  };
}

export type ListScreen<T extends { _id: string }, Kind extends string = "view" | "edit" | "delete"> = ReturnType<
  typeof useListScreen<T, Kind>
>;
