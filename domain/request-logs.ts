import { z } from "zod";

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
