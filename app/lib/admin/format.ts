const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const longDateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

/** en-US long format ("January 5, 2025"), as the spec shows dates; calendar days are read in UTC. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** Moments (log entries, last visits) in the viewer's own time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDateTime.format(date);
}

const shortDay = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const clockTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

/** A moment's day and time apart ("Jan 5, 2025" / "3:04:05 PM"), in the viewer's time zone, for narrow columns. */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : shortDay.format(date);
}

export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : clockTime.format(date);
}

/** The profile shows a phone number with a dash after its first 4 digits: 0300-1234567. */
export function formatPhone(value: string): string {
  return value.length > 4 ? `${value.slice(0, 4)}-${value.slice(4)}` : value;
}

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * A role's name wherever the back office shows one (badges, menus, lists, choices, sentences):
 * capitalised, as the spec has the profile show it, so "superAdmin" reads "SuperAdmin" everywhere.
 * The stored name (sent to the server, matched by it) never changes.
 */
export const roleLabel = capitalise;

/** Field names as labels: "projectCode" → "Project Code", "created_at" → "Created At". */
export function labelFor(key: string): string {
  return capitalise(key.replace(/_/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2")).replace(
    / ([a-z])/g,
    (_match, letter: string) => ` ${letter.toUpperCase()}`,
  );
}

/** An ISO-8601 moment inside a sentence from the server ("Changed by sara at 2026-01-05T09:30:00.000Z …"). */
const isoMoment = /\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)/g;

/** A server's sentence with each moment in it said in the viewer's own time zone, as people read times. */
export function withLocalTimes(sentence: string): string {
  return sentence.replace(isoMoment, (moment) => formatDateTime(moment));
}

/** A count with its noun, singular for one: "1 hit", "3 hits". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}
