import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";

export const LOG_PAGE_SIZE = 10;
export const LOG_PAGE_SIZE_MAX = 100;
/** Request log entries older than this are pruned. */
export const LOG_RETENTION_DAYS = 90;

export const requestLogMessages = {
  pageInvalid: "Page must be a whole number of at least 1",
  limitInvalid: `Limit must be a whole number between 1 and ${LOG_PAGE_SIZE_MAX}`,
} as const;

export const logPageQuery = z.object({
  page: z.coerce
    .number({ error: requestLogMessages.pageInvalid })
    .int(requestLogMessages.pageInvalid)
    .min(1, requestLogMessages.pageInvalid)
    .max(1_000_000, requestLogMessages.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: requestLogMessages.limitInvalid })
    .int(requestLogMessages.limitInvalid)
    .min(1, requestLogMessages.limitInvalid)
    .max(LOG_PAGE_SIZE_MAX, requestLogMessages.limitInvalid)
    .default(LOG_PAGE_SIZE),
});

export const logEntrySchema = z.object({
  _id: z.string(),
  method: z.string(),
  route: z.string(),
  user: z.string().nullable().describe("the caller's user agent"),
  ip: z.string().nullable(),
  username: z.string().nullable(),
  timestamp: isoTimestamp,
  statusCode: z.number().int(),
  durationMs: z.number().int(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
