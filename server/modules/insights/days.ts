/** Insights count by UTC day; a day is the whole number of days since 1970-01-01. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

/** A day as YYYY-MM-DD. */
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
