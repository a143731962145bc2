import { messageOf } from "./api-client.ts";
import { uiMessages } from "./messages.ts";
import type { MessageAnswer } from "./types.ts";
import { useListScreen } from "./use-list-screen.ts";
import { type ServerPage, useServerPages } from "./use-server-pages.ts";

export type { ServerPage };

/**
 * An inbox screen whose list is paged and searched by the server (ADR 0092): the page and the
 * search live in the address (`?page=3&q=khan`), so a reload, the back button or a shared link shows
 * the same rows; `filters` (also in the address) reload from page 1.
 */
export function useServerInbox<T extends { _id: string }>(
  load: Parameters<typeof useServerPages<T>>[0],
  filters: string,
  remove: (row: T) => Promise<MessageAnswer>,
) {
  const { rows, table } = useServerPages(load, filters);
  return useListScreen<T, "view" | "delete">(rows, {
    table,
    remove,
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
}
