import { formatDateTime, formatDay, formatTime } from "../../../lib/admin/format.ts";

/** A moment in a list: the day, the time under it, and both in full on hover. */
export function DayAndTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="whitespace-nowrap">
      <span className="block">{formatDay(iso)}</span>
      <span className="block text-xs text-slate-500 tabular-nums">{formatTime(iso)}</span>
    </time>
  );
}
