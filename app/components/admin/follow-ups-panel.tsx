import { AlarmClock } from "lucide-react";
import { Link } from "react-router";
import { type FollowUpDueFilter, followUpLabels, followUpTexts as t } from "../../../domain/follow-up-rules.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatInZone } from "../../lib/admin/time-zone.ts";
import type { FollowUp } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import { adminScreens } from "./nav-items.ts";

const screens = { enquiry: adminScreens.enquiries.to, application: adminScreens.applications.to } as const;

/** The lead's list filtered the same way, opening its details (`?id=`). */
const leadLink = (row: FollowUp, due: FollowUpDueFilter) =>
  `${screens[row.lead.kind]}?followUp=${due}&id=${encodeURIComponent(row.lead._id)}`;

function DueList({ due, empty }: { due: FollowUpDueFilter; empty: string }) {
  const answer = useResource(() => adminApi.followUps.list({ due }));
  const rows = answer.data?.data;
  const zone = answer.data?.timeZone;
  const headingId = `follow-ups-${due}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="flex items-center justify-between gap-2 text-sm font-semibold text-slate-900">
        <span>{followUpLabels[due]}</span>
        <span className="text-lg tabular-nums">{rows ? rows.length : "–"}</span>
      </h3>
      {rows && rows.length === 0 && <p className="text-sm text-slate-500">{empty}</p>}
      {rows && rows.length > 0 && zone && (
        <ul className="flex flex-col divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row._id} className="py-2">
              <Link
                to={leadLink(row, due)}
                className="block rounded-md focus-visible:outline-2 focus-visible:outline-admin-500 hover:text-admin-700"
              >
                <span className="block truncate text-sm font-medium text-slate-900">{row.lead.name}</span>
                <span className="block text-sm break-words text-slate-700">{row.task}</span>
                <span className="block text-xs text-slate-500">
                  <time dateTime={row.dueAt}>{formatInZone(row.dueAt, zone)}</time> ·{" "}
                  {row.owner?.username ?? t.unassigned}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's follow-ups: what is due today and what is overdue, each linking to its lead. */
export function FollowUpsPanel() {
  return (
    <section aria-labelledby="follow-ups-heading" className="flex flex-col gap-3">
      <h2 id="follow-ups-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <AlarmClock aria-hidden className="size-5 text-admin-600" />
        {t.heading}
      </h2>
      <div className="grid gap-3 sm:gap-4 lg:grid-cols-2">
        <DueList due="today" empty={t.noneDueToday} />
        <DueList due="overdue" empty={t.noneOverdue} />
      </div>
    </section>
  );
}
