import { formatInZone } from "./time-zone.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When something was last saved, as a writer glances at it: "just now", "3 s ago", "12 min ago",
 * then the moment itself in the agency's time zone ("Dec 1, 2026, 3:05 PM").
 */
export function savedWhen(savedAt: string, now: number, zone: string): string {
  const ago = Math.max(0, now - Date.parse(savedAt));
  if (ago < 1000) return "just now";
  if (ago < MINUTE) return `${Math.floor(ago / 1000)} s ago`;
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  return `at ${formatInZone(savedAt, zone)}`;
}
