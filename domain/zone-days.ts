/**
 * Calendar days in the agency's time zone (SITE_TIME_ZONE), without a date library: what "today"
 * means for follow-ups and when the morning digest is due. Pure functions of an instant and a zone.
 */

const partsIn = (zone: string, instant: number) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
};

/** The offset of `zone` from UTC at `instant`, in milliseconds (+5 h for Asia/Karachi). */
export function offsetMs(zone: string, instant: number): number {
  const p = partsIn(zone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The local calendar date of `instant` in `zone`, as "YYYY-MM-DD". */
/** An instant as a person reads it in `zone`: "28 Nov 2026, 15:00". */
export const zonedDateTime = (zone: string, instant: Date): string =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(instant);

export function localDate(zone: string, instant: number): string {
  const p = partsIn(zone, instant);
  return `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The local hour (0–23) of `instant` in `zone`. */
export function localHour(zone: string, instant: number): number {
  return partsIn(zone, instant).hour;
}

/**
 * The instant the local wall time `date` `hour`:00 happens in `zone`: guessed from UTC, then
 * corrected once by the zone's offset there (exact away from a daylight-saving jump).
 */
export function zonedInstant(zone: string, date: string, hour = 0): number {
  const [year, month, day] = date.split("-").map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const first = offsetMs(zone, asUtc);
  return asUtc - offsetMs(zone, asUtc - first);
}

/** The day after `date` ("YYYY-MM-DD"), by the calendar. */
export function nextDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Where the local day holding `instant` begins and ends (the next day's start) in `zone`. */
export function localDayBounds(zone: string, instant: number): { start: Date; end: Date } {
  const today = localDate(zone, instant);
  return { start: new Date(zonedInstant(zone, today)), end: new Date(zonedInstant(zone, nextDate(today))) };
}

/**
 * Where Snooze moves a follow-up: `days` local days after today in `zone`, at `hour`:00 there
 * (ADR 0175's calendar; issue 69's Snooze).
 */
export function snoozeInstant(zone: string, now: number, days: number, hour: number): Date {
  let date = localDate(zone, now);
  for (let day = 0; day < days; day++) date = nextDate(date);
  return new Date(zonedInstant(zone, date, hour));
}
