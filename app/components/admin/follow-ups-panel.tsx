import { AlarmClock, Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  followUpLabels,
  type MyFollowUpList,
  myFollowUpLists,
  SNOOZE_HOUR,
  snoozeChoices,
  followUpTexts as t,
} from "../../../domain/follow-up-rules.ts";
import type { MyFollowUps } from "../../../domain/follow-ups.ts";
import { snoozeInstant } from "../../../domain/zone-days.ts";
import { apiUrl, messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { formatInZone } from "../../lib/admin/time-zone.ts";
import type { FollowUp } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import { adminScreens } from "./nav-items.ts";
import { Button } from "./ui/button.tsx";

const screens = { enquiry: adminScreens.enquiries.to, application: adminScreens.applications.to } as const;

/** The lead's list opening its details (`?id=`), filtered to the same day when there is one. */
function leadLink(row: FollowUp, list: MyFollowUpList) {
  const filter = list === "later" ? "" : `followUp=${list}&`;
  return `${screens[row.lead.kind]}?${filter}id=${encodeURIComponent(row.lead._id)}`;
}

const empties: Record<MyFollowUpList, string> = {
  overdue: t.noneOverdue,
  today: t.noneDueToday,
  later: t.noneUpcoming,
};

const without = (lists: MyFollowUps, id: string): MyFollowUps => ({
  overdue: lists.overdue.filter((row) => row._id !== id),
  today: lists.today.filter((row) => row._id !== id),
  later: lists.later.filter((row) => row._id !== id),
});

/** `row` put into the list its `due` names, soonest first; a done one into none. */
function placed(lists: MyFollowUps, row: FollowUp): MyFollowUps {
  const rest = without(lists, row._id);
  if (row.due === "done") return rest;
  const list = [...rest[row.due], row].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  return { ...rest, [row.due]: list };
}

type RowProps = {
  row: FollowUp;
  list: MyFollowUpList;
  zone: string;
  onDone: (row: FollowUp) => void;
  onSnooze: (row: FollowUp, days: number) => void;
};

function FollowUpRow({ row, list, zone, onDone, onSnooze }: RowProps) {
  const [snoozing, setSnoozing] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3">
      <Link
        to={leadLink(row, list)}
        className="block min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-admin-500 hover:text-admin-700"
      >
        <span className="block truncate text-sm font-medium text-slate-900">{row.lead.name}</span>
        <span className="block text-sm break-words text-slate-700">{row.task}</span>
        <span className="block text-xs text-slate-500">
          <time dateTime={row.dueAt}>{formatInZone(row.dueAt, zone)}</time>
        </span>
      </Link>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1"
          icon={<Check aria-hidden className="size-4" />}
          aria-label={`${t.markDone}: ${row.task}`}
          onClick={() => onDone(row)}
        >
          {t.markDone}
        </Button>
        <Button
          variant="ghost"
          className="min-h-9 px-3 py-1"
          aria-expanded={snoozing}
          aria-label={`${t.snooze}: ${row.task}`}
          onClick={() => setSnoozing((open) => !open)}
        >
          {t.snooze}
        </Button>
      </div>
      {snoozing && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{`${t.snoozeTo} (${row.task})`}</legend>
          {snoozeChoices.map((choice) => (
            <Button
              key={choice.days}
              variant="ghost"
              className="min-h-9 border border-slate-200 px-3 py-1"
              onClick={() => {
                setSnoozing(false);
                onSnooze(row, choice.days);
              }}
            >
              {choice.label}
            </Button>
          ))}
        </fieldset>
      )}
    </li>
  );
}

/**
 * "My follow-ups" on the dashboard (issue 69): the signed-in admin's open follow-ups, overdue, due
 * today and upcoming by the agency's calendar, each ticked off or snoozed in place. The lists and
 * their counts change at once (a done one leaves every list before the server answers); a refusal
 * puts them back as the server has them.
 */
export function FollowUpsPanel({ heading = true }: { heading?: boolean }) {
  const answer = useResource(() => adminApi.followUps.mine(), [], apiUrl("/follow-ups/mine"));
  const lists = answer.data?.data;
  const zone = answer.data?.timeZone;

  function change(next: (lists: MyFollowUps) => MyFollowUps) {
    // The buttons show only once the lists are loaded, so `previous` is there.
    answer.replace((previous) => ({
      success: true as const,
      timeZone: previous?.timeZone ?? zone ?? "",
      data: next(previous?.data ?? { overdue: [], today: [], later: [] }),
    }));
  }

  async function send(work: () => Promise<{ data: FollowUp }>, success: (row: FollowUp) => string) {
    try {
      const { data } = await work();
      change((current) => placed(current, data));
      notify.success(success(data));
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
      answer.reload();
    }
  }

  const onDone = (row: FollowUp) => {
    change((current) => without(current, row._id));
    void send(
      () => adminApi.followUps.change(row._id, { done: true }),
      () => t.done(row.task),
    );
  };

  const onSnooze = (row: FollowUp, days: number) => {
    if (!zone) return;
    const dueAt = snoozeInstant(zone, Date.now(), days, SNOOZE_HOUR).toISOString();
    // Snoozed to a later day, it is upcoming until the server says otherwise.
    change((current) => placed(current, { ...row, dueAt, due: "later" }));
    void send(
      () => adminApi.followUps.change(row._id, { dueAt }),
      (saved) => t.snoozed(saved.task, formatInZone(saved.dueAt, zone)),
    );
  };

  return (
    <section aria-labelledby="follow-ups-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2
          id="follow-ups-heading"
          className={heading ? "flex items-center gap-2 text-lg font-semibold text-slate-900" : "sr-only"}
        >
          <AlarmClock aria-hidden className="size-5 text-admin-600" />
          {t.mine}
        </h2>
        {zone && <p className="text-xs text-slate-600">{t.timesIn(zone)}</p>}
      </div>
      <div className="grid gap-3 sm:gap-4 lg:grid-cols-3">
        {myFollowUpLists.map((list) => {
          const rows = lists?.[list];
          const headingId = `follow-ups-${list}-heading`;
          return (
            <section
              key={list}
              aria-labelledby={headingId}
              className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h3
                id={headingId}
                className="flex items-center justify-between gap-2 text-sm font-semibold text-slate-900"
              >
                <span>{followUpLabels[list]}</span>
                <span className="text-lg tabular-nums" data-testid={`follow-ups-${list}-count`}>
                  {rows ? rows.length : "–"}
                </span>
              </h3>
              {rows && rows.length === 0 && <p className="text-sm text-slate-500">{empties[list]}</p>}
              {rows && rows.length > 0 && zone && (
                <ul className="flex flex-col divide-y divide-slate-100">
                  {rows.map((row) => (
                    <FollowUpRow key={row._id} row={row} list={list} zone={zone} onDone={onDone} onSnooze={onSnooze} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
