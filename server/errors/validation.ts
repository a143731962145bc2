import type { z } from "zod";
import type { ApiIssue } from "../../domain/errors.ts";
import { InvalidInput } from "./domain-errors.ts";

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** Every issue listed, the first one as the message. */
export function validationError(issues: ApiIssue[]): InvalidInput {
  return new InvalidInput(issues);
}
