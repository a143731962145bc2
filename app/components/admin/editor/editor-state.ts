import { ApiRequestError, messageOf } from "../../../lib/admin/api-client.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import type { Publication } from "../../../lib/admin/types.ts";

/** What the editor's bar reads of the record and its draft to say where the document stands. */
export type DocumentStanding = {
  /** The record, once one exists (a draft-only or new document has none). */
  record?: { isActive: boolean };
  publication?: Publication;
};

/**
 * Where the document stands, in the bar's first words: "Draft" until it is created and published,
 * "Unpublished" once taken off the site, "Scheduled", "Published" and, with changes not yet live,
 * "Published, changed".
 */
export function standingWords({ record, publication }: DocumentStanding): string {
  if (!record) return "Draft";
  if (publication?.status === "scheduled") return "Scheduled";
  if (!record.isActive) return "Unpublished";
  return publication?.hasDraft ? "Published, changed" : "Published";
}

/** What the bar says of saving: the engine's state as words, the time of the last save left to the caller. */
export type SaveState =
  | { kind: "idle" }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "offline" }
  | { kind: "failed"; message: string };

/** A failed save as the bar says it: the server down is no reason to worry, since the browser keeps the work. */
export const saveFailure = (error: unknown): SaveState =>
  error instanceof ApiRequestError && error.isNetworkError
    ? { kind: "offline" }
    : { kind: "failed", message: messageOf(error, uiMessages.generic.wrong) };

/** The bar's words for saving; `saved` says when the last save was ("saved 3 s ago"). */
export function saveWords(save: SaveState, saved: string | null): string | null {
  switch (save.kind) {
    case "saving":
      return "saving…";
    case "unsaved":
      return "unsaved changes";
    case "offline":
      return uiMessages.editor.offline;
    case "failed":
      return `not saved: ${save.message}`;
    case "saved":
      return saved;
    default:
      return null;
  }
}
