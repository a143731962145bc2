import type { z } from "zod";
import type { ApiIssue } from "../../domain/errors.ts";
import { HttpError } from "./http-error.ts";

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** A 400 in the contract's shape: every issue listed, the first one as the message. */
export function validationError(issues: ApiIssue[]): HttpError {
  return new HttpError(400, issues[0]?.message ?? "Invalid request", issues);
}
