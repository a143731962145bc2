import { z } from "zod";
import type { ApiIssue } from "../../domain/errors.ts";
import { validationError, zodIssues } from "./validation.ts";

/** `{ success: true, message, data }`: what a back-office write answers. */
export const messageWithData = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/**
 * Checks a form's fields plus the problems found outside the schema (a missing file), all listed in
 * one 400 with the schema's fields first.
 */
export function parseForm<T extends z.ZodType>(schema: T, fields: unknown, extra: (ApiIssue | false)[] = []) {
  const parsed = schema.safeParse(fields);
  const issues = [
    ...(parsed.success ? [] : zodIssues(parsed.error)),
    ...extra.filter((issue): issue is ApiIssue => issue !== false),
  ];
  if (!parsed.success || issues.length > 0) throw validationError(issues);
  return parsed.data as z.output<T>;
}
