import { z } from "zod";

/** The contract's error answer, declared on routes so the OpenAPI page shows it. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const isoDate = z.string().describe("ISO-8601 timestamp");

/** Dates leave the server as ISO strings, whatever the driver returned. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
