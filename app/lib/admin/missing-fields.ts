import type { z } from "zod";

/**
 * The labels of the fields a form's schema still refuses, in the form's order: what a disabled
 * submit button is waiting for. Untouched fields count too, though their own message shows only
 * once they are edited.
 */
export function missingFields(schema: z.ZodType, values: unknown, labels: Record<string, string>): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const failing = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")));
  return Object.entries(labels)
    .filter(([field]) => failing.has(field))
    .map(([, label]) => label);
}
