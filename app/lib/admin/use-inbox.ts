import { messageOf } from "./api-client.ts";
import { uiMessages } from "./messages.ts";
import type { MessageAnswer } from "./types.ts";
import { useListScreen } from "./use-list-screen.ts";
import { useResource } from "./use-resource.ts";

/** An inbox row is only read or deleted here; nothing is added or edited. */
export type InboxKind = "view" | "delete";

type InboxOptions<T> = {
  matches: (row: T, needle: string) => boolean;
  /** Keeps the rows a filter above the table allows; all loaded rows when left out. */
  shown?: (rows: T[]) => readonly T[];
  remove: (row: T) => Promise<MessageAnswer>;
  /** The key its rows are kept under for the next visit (use-resource.ts): the API address it reads. */
  keep?: string;
};

/**
 * The list behind an inbox screen (enquiries, subscribers, applications): what the visitors sent,
 * loaded once (and again when `deps` change), searched and paged here, deleted one by one.
 */
export function useInbox<T extends { _id: string }>(
  load: () => Promise<{ data: T[] }>,
  deps: readonly unknown[],
  { matches, shown, remove, keep }: InboxOptions<T>,
) {
  const rows = useResource(() => load().then((answer) => answer.data), deps, keep);
  return useListScreen<T, InboxKind>(rows, {
    matches,
    shown: shown?.(rows.data ?? []),
    remove,
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
}
