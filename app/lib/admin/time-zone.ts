import { offsetMs } from "../../../domain/zone-days.ts";

/**
 * Schedules are picked and shown in the agency's time zone (SITE_TIME_ZONE, ADR 0122), whatever
 * the viewer's own is; they travel as ISO instants with their offset.
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** The offset of `zone` from UTC at `instant`, in minutes (300 for Asia/Karachi). */
export function zoneOffsetMinutes(zone: string, instant: Date): number {
  return Math.round(offsetMs(zone, instant.getTime()) / 60_000);
}

const offsetText = (minutes: number) =>
  `${minutes >= 0 ? "+" : "-"}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** A `datetime-local` value ("2026-12-01T09:00") read in `zone`, as ISO with its offset. */
export function wallTimeToIso(local: string, zone: string): string {
  const asUtc = new Date(`${local}:00Z`);
  // The zone's offset at that wall time: guessed from UTC, then checked once (enough away from a DST change).
  const first = zoneOffsetMinutes(zone, asUtc);
  const offset = zoneOffsetMinutes(zone, new Date(asUtc.getTime() - first * 60_000));
  return `${local}:00${offsetText(offset)}`;
}

/** An instant as a `datetime-local` value in `zone`. */
export function isoToWallTime(iso: string, zone: string): string {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** "Dec 1, 2026, 9:00 AM" in `zone`. */
export function formatInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** "Asia/Karachi (UTC+05:00)": said next to every schedule. */
export function zoneLabel(zone: string, at = new Date()): string {
  return `${zone} (UTC${offsetText(zoneOffsetMinutes(zone, at))})`;
}
