import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";
import { blankIsAbsent, oneOfFilter, pageFields, pageMessages } from "./list-paging.ts";
import { mustBeOneOf, tooLong } from "./text-patterns.ts";
import { storableText } from "./text-rules.ts";

export const LOG_PAGE_SIZE = 10;
export const LOG_PAGE_SIZE_MAX = 100;
/** Request log entries older than this are pruned. */
export const LOG_RETENTION_DAYS = 90;
/**
 * Calls without a signed-in admin, which anyone can make by the million: at most this many rows a
 * minute per instance (the rest are counted in the application log), kept this many days (ADR 0087).
 */
export const ANONYMOUS_LOG_ROWS_PER_MINUTE = 60;
export const ANONYMOUS_LOG_RETENTION_DAYS = 7;
export const LOG_USERNAME_FILTER_MAX = 50;
export const LOG_ROUTE_FILTER_MAX = 500;

/** The methods a request can have been logged with (every other one is refused before routing). */
export const loggedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type LoggedMethod = (typeof loggedMethods)[number];

/**
 * `debug`: a successful read of the API by a signed-in admin (the back office loading its screens),
 * kept but hidden by default; `info`: everything else, downloads included (ADR 0081).
 */
export const logLevels = ["info", "debug"] as const;
export type LogLevel = (typeof logLevels)[number];

export const requestLogMessages = {
  ...pageMessages(LOG_PAGE_SIZE_MAX),
  methodInvalid: mustBeOneOf("Method", loggedMethods),
  statusInvalid: "Status must be a status code such as 404 or a class such as 4xx",
  usernameTooLong: tooLong("Username", LOG_USERNAME_FILTER_MAX),
  routeTooLong: tooLong("Route", LOG_ROUTE_FILTER_MAX),
  fromInvalid: "From must be a date (YYYY-MM-DD) or an ISO-8601 timestamp",
  toInvalid: "To must be a date (YYYY-MM-DD) or an ISO-8601 timestamp",
  rangeReversed: "From must not be later than To",
  levelInvalid: "Level must be info or debug",
} as const;
const m = requestLogMessages;

/** An empty query value (a blank filter field of a form) means the filter is not set. */

const filterText = (max: number, tooLong: string) =>
  z.preprocess(blankIsAbsent, storableText(z.string().trim()).max(max, tooLong).optional());

/** A status code (`404`) or a class of them (`4xx`, `5XX`). */
export const statusFilterPattern = /^[1-5](\d\d|xx)$/i;

/** A status filter as the range of codes it covers. */
const statusFilter = z.preprocess(
  blankIsAbsent,
  z
    .string({ error: m.statusInvalid })
    .regex(statusFilterPattern, { error: m.statusInvalid })
    .transform((value) => {
      const exact = /^\d+$/.test(value);
      const min = exact ? Number(value) : Number(value[0]) * 100;
      return { min, max: exact ? min : min + 99 };
    })
    .optional(),
);

const DAY_MS = 24 * 60 * 60 * 1000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A calendar day (UTC) or an exact instant. `from` starts at the day's first moment; `to` takes the
 * whole day in, so both become "at or after" and "before" bounds.
 */
function dateBound(edge: "from" | "to", error: string) {
  return z.preprocess(
    blankIsAbsent,
    z
      .string({ error })
      .transform((value, ctx) => {
        const day = dayPattern.test(value);
        const parsed = day || timestampPattern.test(value) ? new Date(day ? `${value}T00:00:00Z` : value) : null;
        if (!parsed || Number.isNaN(parsed.getTime()) || (day && parsed.toISOString().slice(0, 10) !== value)) {
          ctx.addIssue({ code: "custom", message: error });
          return z.NEVER;
        }
        if (edge === "from") return parsed;
        return new Date(parsed.getTime() + (day ? DAY_MS : 1));
      })
      .optional(),
  );
}

export const logPageQuery = z
  .object({
    ...pageFields(LOG_PAGE_SIZE, LOG_PAGE_SIZE_MAX),
    method: z
      .preprocess(
        (value) => (typeof value === "string" ? blankIsAbsent(value.toUpperCase()) : value),
        z.enum(loggedMethods, { error: m.methodInvalid }).optional(),
      )
      .describe("only requests with this method (any letter case)"),
    status: statusFilter.describe("a status code such as 404, or a class such as 4xx"),
    username: filterText(LOG_USERNAME_FILTER_MAX, m.usernameTooLong).describe(
      "only requests of this admin (letter case ignored)",
    ),
    route: filterText(LOG_ROUTE_FILTER_MAX, m.routeTooLong).describe(
      "only routes containing this text (letter case ignored)",
    ),
    from: dateBound("from", m.fromInvalid).describe("YYYY-MM-DD (UTC) or an ISO-8601 timestamp: at or after"),
    to: dateBound("to", m.toInvalid).describe("YYYY-MM-DD (UTC, the whole day) or an ISO-8601 timestamp: up to"),
    level: oneOfFilter(logLevels, m.levelInvalid).describe(
      "info hides the back office's own reads; left out: every entry",
    ),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from.getTime() >= query.to.getTime()) {
      ctx.addIssue({ code: "custom", path: ["to"], message: m.rangeReversed });
    }
  });
export type LogPageQuery = z.output<typeof logPageQuery>;
export type LogFilter = Omit<LogPageQuery, "page" | "limit">;

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
  level: z.enum(logLevels),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
