import { z } from "zod";

/** The contract's error answer, declared on routes so the OpenAPI page shows it. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  current: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("Only on a 409 of a stale version: the record as it now is"),
  usedBy: z
    .array(z.record(z.string(), z.unknown()))
    .optional()
    .describe("Only on a 409 of a delete refused while in use: what uses it"),
});
