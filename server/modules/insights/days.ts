import { DAY_MS } from "../../lib/days.ts";

export { DAY_MS };

/** Insights count by UTC day; a day is the whole number of days since 1970-01-01. */
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** A day as YYYY-MM-DD. */
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
