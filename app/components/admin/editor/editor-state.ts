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
