import type { FieldValues, UseFormSetError } from "react-hook-form";
import { showIssues } from "./form-issues.ts";
import { notify } from "./notify.ts";

type SaveFormOptions<T extends FieldValues> = {
  setError: UseFormSetError<T>;
  /** The fields a 400's issues may name. */
  fields: readonly string[];
  /** The toast for any failure. */
  failed: (error: unknown) => string;
  onSaved: () => void;
  /** Takes a stale edit's 409 and shows it as a conflict (use-edit-conflict.ts); true when it did. */
  conflict?: (error: unknown) => boolean;
};

/**
 * Sends a form modal's values: the server's success toast, then `onSaved`; on failure the issues
 * go beside their fields and the form stays open. It never throws, so the caller can tidy up after.
 */
export async function saveForm<T extends FieldValues>(
  request: () => Promise<{ message?: string }>,
  { setError, fields, failed, onSaved, conflict }: SaveFormOptions<T>,
) {
  try {
    const answer = await request();
    notify.success(answer.message ?? "");
    onSaved();
  } catch (error) {
    if (conflict?.(error)) return;
    showIssues(error, setError, fields);
    notify.error(failed(error));
  }
}
