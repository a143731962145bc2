import { requestLogMessages, statusFilterPattern } from "../../../domain/request-logs.ts";
import type { LogQuery } from "./types.ts";

/**
 * The Logs screen's filters as the form and the address bar hold them: plain text, dates as the
 * staff member's own calendar days (YYYY-MM-DD). `showReads` lists the back office's own reads too.
 */
export type LogFilterValues = {
  method: string;
  status: string;
  username: string;
  route: string;
  from: string;
  to: string;
  showReads: boolean;
};

export const noLogFilters: LogFilterValues = {
  method: "",
  status: "",
  username: "",
  route: "",
  from: "",
  to: "",
  showReads: false,
};

const textKeys = ["method", "status", "username", "route", "from", "to"] as const;
const READS_PARAM = "reads";

export function filtersFromParams(params: URLSearchParams): LogFilterValues {
  const values = { ...noLogFilters };
  for (const key of textKeys) values[key] = params.get(key) ?? "";
  values.showReads = params.get(READS_PARAM) === "shown";
  return values;
}

/** The address of a page of these filters: only what is set, so a plain /admin/logs is the default. */
export function paramsOf(values: LogFilterValues, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of textKeys) {
    const value = values[key].trim();
    if (value) params.set(key, value);
  }
  if (values.showReads) params.set(READS_PARAM, "shown");
  if (page > 1) params.set("page", String(page));
  return params;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A calendar day of the staff member's own time zone, as the instant it starts. */
function startOfLocalDay(day: string, offsetDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What is wrong with the filters before they are sent (the server checks them all again). */
export function filterProblems(values: LogFilterValues): Partial<Record<"status" | "to", string>> {
  const problems: Partial<Record<"status" | "to", string>> = {};
  if (values.status.trim() && !statusFilterPattern.test(values.status.trim())) {
    problems.status = requestLogMessages.statusInvalid;
  }
  if (values.from && values.to && values.from > values.to) problems.to = requestLogMessages.rangeReversed;
  return problems;
}

/** The call for one page: local days become exact instants, "to" taking its whole day in. */
export function logQueryOf(values: LogFilterValues, page: number, limit: number): LogQuery {
  const from = startOfLocalDay(values.from);
  const dayAfter = startOfLocalDay(values.to, 1);
  return {
    page,
    limit,
    method: values.method || undefined,
    status: values.status.trim() || undefined,
    username: values.username.trim() || undefined,
    route: values.route.trim() || undefined,
    from: from?.toISOString(),
    to: dayAfter ? new Date(dayAfter.getTime() - 1).toISOString() : undefined,
    level: values.showReads ? undefined : "info",
  };
}

/** How many filters the staff member has set (the reads switch is a default, not a filter). */
export const activeFilterCount = (values: LogFilterValues) => textKeys.filter((key) => values[key].trim()).length;

/** Whether two sets of filters ask for the same rows (as the address holds them). */
export const sameFilters = (a: LogFilterValues, b: LogFilterValues) =>
  paramsOf(a, 1).toString() === paramsOf(b, 1).toString();
