import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./api-client.ts";

/** A 400's field issues go next to their fields, in the server's own words. */
export function showIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  if (!(error instanceof ApiRequestError)) return;
  for (const issue of error.issues) {
    if (fields.includes(issue.path)) setError(issue.path as FieldPath<T>, { message: issue.message });
  }
}
