import { useState } from "react";
import { ApiRequestError } from "./api-client.ts";

/** A save refused because a colleague saved the record meanwhile: the server's message and the record now. */
export type EditConflict<T> = { message: string; theirs: T };

/**
 * The version an edit form was loaded with, sent with its save so a colleague's change is never
 * overwritten unseen (docs/api.md "History, trash and edit conflicts", ADR 0118). A 409 with the
 * record as it now is becomes a conflict the form shows instead of a toast; re-applying sends the
 * same values again from the colleague's version.
 */
export function useEditConflict<T extends { version: number }>(
  loadedVersion: number | undefined,
  /** Reads the record the 409 carries (the DTO schema's parse): the server's shape is checked, not assumed. */
  parse: (record: unknown) => T,
) {
  const [version, setVersion] = useState(loadedVersion);
  const [conflict, setConflict] = useState<EditConflict<T> | null>(null);
  return {
    /** The version the next save names. */
    version,
    conflict,
    /** Whether a failed save was a stale edit (then it is shown as a conflict, not as a toast). */
    caught(error: unknown): boolean {
      if (!(error instanceof ApiRequestError) || error.status !== 409 || !error.current) return false;
      setConflict({ message: error.message, theirs: parse(error.current) });
      return true;
    },
    /** Re-apply: the next save names the colleague's version, knowingly replacing what it sends. */
    reapply(): number | undefined {
      const next = conflict?.theirs.version ?? version;
      setVersion(next);
      setConflict(null);
      return next;
    },
    /** The form itself saved a change that counts as a version (a picture added or removed). */
    savedOneVersion() {
      setVersion((v) => (v === undefined ? v : v + 1));
    },
  };
}
