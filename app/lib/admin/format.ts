const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
/**
 * The zone moments are shown in: the agency's (SITE_TIME_ZONE) once the session is known, so every
 * screen says a time as the agency's calendar counts it (issue 69: an enquiry received at 20:33 in
 * Lahore read 15:33 to a viewer elsewhere); until then, the viewer's own.
 */
let shownZone: string | undefined;

/** Said once the session is loaded (app/lib/admin/session.ts). */
export function showTimesIn(zone: string | undefined) {
  shownZone = zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per style and zone, made once. */
function formatterOf(style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${style} ${shownZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, ...(shownZone ? { timeZone: shownZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

const longDateTime: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
};

/** en-US long format ("January 5, 2025"), as the spec shows dates; calendar days are read in UTC. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

/** Moments (log entries, last visits, a timeline) in the agency's time zone (`showTimesIn`). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatterOf("long", longDateTime).format(date);
}

/** A moment's day and time apart ("Jan 5, 2025" / "3:04:05 PM"), in the agency's time zone, for narrow columns. */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : formatterOf("day", { year: "numeric", month: "short", day: "numeric" }).format(date);
}

export function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ""
    : formatterOf("time", { hour: "numeric", minute: "2-digit", second: "2-digit" }).format(date);
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

/** A server's sentence with each moment in it said in the agency's time zone, as people read times. */
export function withLocalTimes(sentence: string): string {
  return sentence.replace(isoMoment, (moment) => formatDateTime(moment));
}

/** A count with its noun, singular for one: "1 hit", "3 hits". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}
