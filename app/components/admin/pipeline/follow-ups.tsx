import { AlarmClock } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  followUpDueFilters,
  followUpLabels,
  followUpTexts as t,
  taskProblem,
} from "../../../../domain/follow-up-rules.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { formatInZone, isoToWallTime, wallTimeToIso } from "../../../lib/admin/time-zone.ts";
import type { FollowUp, FollowUpLeadKind, StaffRef } from "../../../lib/admin/types.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { SelectField, TextField } from "../ui/fields.tsx";
import { FilterSelect } from "../ui/filter-select.tsx";
import { Options } from "../ui/options.tsx";

const dueTones: Record<FollowUp["due"], "amber" | "indigo" | "slate" | "green"> = {
  overdue: "amber",
  today: "indigo",
  later: "slate",
  done: "green",
};

/** Where a follow-up stands ("Overdue", "Due today"…), as the server counted it in the agency's zone. */
export function DueBadge({ due }: { due: FollowUp["due"] }) {
  return <Badge tone={dueTones[due]}>{followUpLabels[due]}</Badge>;
}

type Props = {
  kind: FollowUpLeadKind;
  leadId: string;
  canEdit: boolean;
  staff: StaffRef[];
  /** The signed-in admin's id: a new follow-up is theirs unless another owner is chosen. */
  me: string;
  /** Told after a follow-up changed: the lead list behind the details may be filtered by them. */
  onChanged?: () => void;
};

/**
 * A lead's follow-ups in its details, soonest first, each changed, ticked off, opened again or deleted; the
 * form below adds one. Times are picked and shown in the agency's time zone (SITE_TIME_ZONE).
 */
export function FollowUpsSection({ kind, leadId, canEdit, staff, me, onChanged }: Props) {
  const list = useResource(() => adminApi.followUps.list({ lead: leadId }), [leadId]);
  const [editing, setEditing] = useState<string | null>(null);
  const zone = list.data?.timeZone;
  const rows = list.data?.data ?? [];

  /** Runs a call, says its answer, and reloads the list; false when it was refused. */
  async function act(work: () => Promise<{ message: string }>): Promise<boolean> {
    try {
      notify.success((await work()).message);
      setEditing(null);
      list.reload();
      onChanged?.();
      return true;
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
      return false;
    }
  }

  return (
    <section aria-labelledby="lead-follow-ups-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="lead-follow-ups-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <AlarmClock aria-hidden className="size-4 text-slate-500" />
        {t.heading}
      </h3>
      {list.data && rows.length === 0 && <p className="mt-3 text-sm text-slate-500">{t.none}</p>}
      {rows.length > 0 && zone && (
        <ul aria-label={t.heading} className="mt-3 flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row._id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3"
            >
              <div className="min-w-0 sm:flex-1">
                <p className={`text-sm break-words ${row.done ? "text-slate-500 line-through" : "text-slate-900"}`}>
                  {row.task}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <DueBadge due={row.due} />
                  <time dateTime={row.dueAt}>{formatInZone(row.dueAt, zone)}</time>
                  <span>· {row.owner?.username ?? t.unassigned}</span>
                </p>
              </div>
              {canEdit && editing === row._id && (
                <FollowUpForm
                  zone={zone}
                  staff={staff}
                  me={me}
                  label={t.save}
                  initial={{ task: row.task, dueAt: isoToWallTime(row.dueAt, zone), ownerId: row.owner?._id ?? me }}
                  onSubmit={(body) =>
                    act(() =>
                      adminApi.followUps.change(row._id, {
                        ...(body.task !== row.task ? { task: body.task } : {}),
                        ...(Date.parse(body.dueAt) !== Date.parse(row.dueAt) ? { dueAt: body.dueAt } : {}),
                        ...(body.ownerId !== row.owner?._id ? { ownerId: body.ownerId } : {}),
                      }),
                    )
                  }
                />
              )}
              {canEdit && editing !== row._id && (
                <div className="flex gap-2">
                  {!row.done && (
                    <Button variant="ghost" onClick={() => setEditing(row._id)}>
                      {t.edit}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    onClick={() => act(() => adminApi.followUps.change(row._id, { done: !row.done }))}
                  >
                    {row.done ? t.reopen : t.markDone}
                  </Button>
                  <Button variant="ghost" onClick={() => act(() => adminApi.followUps.delete(row._id))}>
                    {t.remove}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && zone && editing === null && (
        <FollowUpForm
          zone={zone}
          staff={staff}
          me={me}
          label={t.add}
          initial={{ task: "", dueAt: tomorrowMorning(zone), ownerId: me }}
          onSubmit={(body) => act(() => adminApi.followUps.add(kind, leadId, body))}
        />
      )}
    </section>
  );
}

/** Tomorrow at 10:00 in the agency's zone: a sensible first guess for a call back. */
function tomorrowMorning(zone: string): string {
  const tomorrow = isoToWallTime(new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(), zone);
  return `${tomorrow.slice(0, 10)}T10:00`;
}

type FollowUpFields = { dueAt: string; task: string; ownerId: string };

/** A follow-up's task, due time (a wall time in the agency's zone) and owner: a new one, or one changed. */
function FollowUpForm({
  zone,
  staff,
  me,
  label,
  initial,
  onSubmit,
}: {
  zone: string;
  staff: StaffRef[];
  me: string;
  /** The button's word, which also names the form. */
  label: string;
  initial: FollowUpFields;
  /** Resolves true once saved: the form then starts again empty. */
  onSubmit: (body: FollowUpFields) => Promise<boolean>;
}) {
  const [dueAt, setDueAt] = useState(initial.dueAt);
  const [task, setTask] = useState(initial.task);
  const [ownerId, setOwnerId] = useState(initial.ownerId);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = taskProblem(task);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || !dueAt) return;
    setSending(true);
    try {
      if (await onSubmit({ dueAt: wallTimeToIso(dueAt, zone), task: task.trim(), ownerId })) {
        setTask("");
        setTried(false);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      className="mt-4 grid w-full gap-3 sm:grid-cols-2 sm:items-start"
    >
      <TextField
        label={t.taskLabel}
        value={task}
        error={tried ? (problem ?? undefined) : undefined}
        onChange={(event) => setTask(event.target.value)}
        className="sm:col-span-2"
      />
      <TextField
        type="datetime-local"
        label={`${t.dueAtLabel} (${zone})`}
        value={dueAt}
        onChange={(event) => setDueAt(event.target.value)}
      />
      <SelectField label={t.ownerLabel} value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
        {staff.map((user) => (
          <option key={user._id} value={user._id}>
            {user._id === me ? `${user.username} (you)` : user.username}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" className="sm:col-span-2 sm:justify-self-end" loading={sending}>
        {label}
      </Button>
    </form>
  );
}

/** A lead list's Follow-up filter: leads with an open follow-up due today, or overdue. */
export function FollowUpFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FilterSelect label={t.filterLabel} value={value} onChange={onChange}>
      <option value="">{t.filterAny}</option>
      <Options values={followUpDueFilters} label={(each) => followUpLabels[each]} />
    </FilterSelect>
  );
}
