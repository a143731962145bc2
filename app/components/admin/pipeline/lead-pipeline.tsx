import { MessageSquareText, UserRound } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import {
  DEAL_CURRENCY,
  dealTexts,
  formatDealValue,
  LOST_REASON_MAX,
  NOTE_MAX,
  noteProblem,
  pipelineMessages,
  stageLabels,
} from "../../../../domain/pipeline-rules.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { toastFailure } from "../../../lib/admin/notify.ts";
import type { LeadNote, StaffRef } from "../../../lib/admin/types.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { Options } from "../ui/options.tsx";

type Stage = keyof typeof stageLabels;

const stageTones: Record<Stage, "indigo" | "amber" | "green" | "slate"> = {
  new: "indigo",
  contacted: "amber",
  qualified: "amber",
  reviewing: "amber",
  interview: "amber",
  offer: "amber",
  won: "green",
  hired: "green",
  lost: "slate",
  rejected: "slate",
};

/** A lead's stage as the lists and the details show it. */
export function StageBadge({ stage }: { stage: Stage }) {
  return <Badge tone={stageTones[stage]}>{stageLabels[stage]}</Badge>;
}

/** A lead's owner in a list cell: the username, or a quiet "Unassigned". */
export function OwnerName({ owner }: { owner: StaffRef | null }) {
  return owner ? <span>{owner.username}</span> : <span className="text-slate-500">Unassigned</span>;
}

/** The staff to choose an owner from, with the signed-in admin marked, and a past owner kept in the list. */
function ownerChoices(staff: StaffRef[], current: StaffRef | null, me: string) {
  const all = current && !staff.some((user) => user._id === current._id) ? [current, ...staff] : staff;
  return all.map((user) => ({ value: user._id, label: user._id === me ? `${user.username} (you)` : user.username }));
}

/** An enquiry's deal (ADR 0176), as its details show and change it. */
export type Deal = { dealValue: number | null; expectedCloseOn: string | null; lostReason: string | null };
export type PipelineChange<S> = {
  stage?: S;
  ownerId?: string | null;
  dealValue?: number | null;
  expectedCloseOn?: string | null;
  lostReason?: string | null;
};

type PipelineFormProps<S extends Stage> = {
  /** "enquiry" or "application": what the form's section is named after. */
  what: string;
  stages: readonly S[];
  stage: S;
  owner: StaffRef | null;
  staff: StaffRef[];
  /** The signed-in admin's id. */
  me: string;
  /** False: the stage and owner are shown, not offered for change (the server would refuse). */
  canEdit: boolean;
  /** An enquiry's deal, offered beside its stage and owner; absent for an application. */
  deal?: Deal;
  /** Sends the fields that changed; resolves once the lead is saved (the caller shows the answer). */
  onSave: (change: PipelineChange<S>) => Promise<void>;
};

/** A lead's stage and owner: changed together and saved with one button, enabled once something changed. */
export function PipelineForm<S extends Stage>({
  what,
  stages,
  stage,
  owner,
  staff,
  me,
  canEdit,
  deal,
  onSave,
}: PipelineFormProps<S>) {
  const ownerId = owner?._id ?? "";
  const dealValue = deal?.dealValue === null || deal?.dealValue === undefined ? "" : String(deal.dealValue);
  const closeOn = deal?.expectedCloseOn ?? "";
  const reason = deal?.lostReason ?? "";
  const [chosenStage, setChosenStage] = useState<S>(stage);
  const [chosenOwner, setChosenOwner] = useState(ownerId);
  const [chosenValue, setChosenValue] = useState(dealValue);
  const [chosenClose, setChosenClose] = useState(closeOn);
  const [chosenReason, setChosenReason] = useState(reason);
  const [reasonError, setReasonError] = useState<string | undefined>();
  // A saved lead comes back as new props: the choices start again from what is stored.
  const [stored, setStored] = useState({ stage, ownerId, dealValue, closeOn, reason });
  if (
    stored.stage !== stage ||
    stored.ownerId !== ownerId ||
    stored.dealValue !== dealValue ||
    stored.closeOn !== closeOn ||
    stored.reason !== reason
  ) {
    setStored({ stage, ownerId, dealValue, closeOn, reason });
    setChosenStage(stage);
    setChosenOwner(ownerId);
    setChosenValue(dealValue);
    setChosenClose(closeOn);
    setChosenReason(reason);
  }
  const [saving, setSaving] = useState(false);
  const stageSelect = useRef<HTMLSelectElement>(null);
  const stageChanged = chosenStage !== stage;
  const ownerChanged = chosenOwner !== ownerId;
  const valueChanged = deal !== undefined && chosenValue.trim() !== dealValue;
  const closeChanged = deal !== undefined && chosenClose !== closeOn;
  const losing = deal !== undefined && chosenStage === "lost";
  const reasonChanged = losing && chosenReason.trim() !== reason;
  const changed = stageChanged || ownerChanged || valueChanged || closeChanged || reasonChanged;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed) return;
    if (losing && chosenReason.trim() === "") {
      setReasonError(pipelineMessages.lostReasonRequired);
      return;
    }
    setReasonError(undefined);
    setSaving(true);
    try {
      await onSave({
        ...(stageChanged ? { stage: chosenStage } : {}),
        ...(ownerChanged ? { ownerId: chosenOwner || null } : {}),
        ...(valueChanged ? { dealValue: chosenValue.trim() === "" ? null : Number(chosenValue) } : {}),
        ...(closeChanged ? { expectedCloseOn: chosenClose || null } : {}),
        ...(reasonChanged ? { lostReason: chosenReason.trim() } : {}),
      });
    } finally {
      setSaving(false);
      // The button is disabled while saving and once nothing is left to save, which takes focus
      // away from it; it goes back to the form, so the keyboard (Escape, Tab) keeps working.
      stageSelect.current?.focus();
    }
  }

  if (!canEdit) {
    return (
      <section
        aria-label="Pipeline"
        className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4"
      >
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span className="font-semibold">Stage</span> <StageBadge stage={stage} />
        </p>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <UserRound aria-hidden className="size-4 text-slate-500" />
          <span className="font-semibold">Owner</span> <OwnerName owner={owner} />
        </p>
        {deal?.dealValue !== null && deal?.dealValue !== undefined && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{dealTexts.value}</span> {formatDealValue(deal.dealValue)}
          </p>
        )}
        {deal?.expectedCloseOn && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{dealTexts.expectedClose}</span> {deal.expectedCloseOn}
          </p>
        )}
        {deal?.lostReason && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{dealTexts.lostReason}</span> {deal.lostReason}
          </p>
        )}
      </section>
    );
  }

  return (
    <form
      aria-label={`Pipeline of this ${what}`}
      onSubmit={submit}
      className={`mb-6 grid gap-4 rounded-xl bg-slate-50 p-4 sm:items-end ${deal ? "sm:grid-cols-2" : "sm:grid-cols-[1fr_1fr_auto]"}`}
    >
      <SelectField
        ref={stageSelect}
        label="Stage"
        value={chosenStage}
        onChange={(event) => setChosenStage(stagesOf(stages, event.target.value, stage))}
      >
        <Options values={stages} label={(option) => stageLabels[option]} />
      </SelectField>
      <SelectField label="Owner" value={chosenOwner} onChange={(event) => setChosenOwner(event.target.value)}>
        <option value="">Unassigned</option>
        {ownerChoices(staff, owner, me).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      {deal && (
        <>
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label={`${dealTexts.value} (${DEAL_CURRENCY})`}
            value={chosenValue}
            onChange={(event) => setChosenValue(event.target.value)}
          />
          <TextField
            type="date"
            label={dealTexts.expectedClose}
            value={chosenClose}
            onChange={(event) => setChosenClose(event.target.value)}
          />
          {losing && (
            <TextField
              label={dealTexts.lostReason}
              value={chosenReason}
              maxLength={LOST_REASON_MAX}
              error={reasonError}
              onChange={(event) => {
                setChosenReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          )}
        </>
      )}
      <Button
        type="submit"
        disabled={!changed}
        loading={saving}
        className={deal ? "sm:col-span-2 sm:justify-self-end" : ""}
      >
        Save
      </Button>
    </form>
  );
}

/** The stage a select's value names, one of `stages` (the select offers nothing else). */
function stagesOf<S extends string>(stages: readonly S[], value: string, fallback: S): S {
  return stages.find((stage) => stage === value) ?? fallback;
}

type NotesProps = {
  notes: LeadNote[];
  canAdd: boolean;
  /** Sends the note; resolves once it is stored (the caller adds it to the thread). */
  onAdd: (text: string) => Promise<void>;
};

/** The staff's private notes on a lead, oldest first, and the form that adds one. */
export function NotesThread({ notes, canAdd, onAdd }: NotesProps) {
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const problem = noteProblem(text);
  const length = text.trim().length;
  // An empty box is not an error until the button is pressed; a note too long is said at once.
  const shown = serverError ?? (tried || length > NOTE_MAX ? (problem ?? undefined) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    setSending(true);
    setServerError(undefined);
    try {
      await onAdd(text.trim());
      setText("");
      setTried(false);
    } catch (error) {
      setServerError(toastFailure(error, uiMessages.generic.wrong));
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="lead-notes-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="lead-notes-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MessageSquareText aria-hidden className="size-4 text-slate-500" />
        Notes
        <span className="font-normal text-slate-500">(staff only)</span>
      </h3>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ol aria-label="Notes" className="mt-3 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note._id} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
                <span className="font-semibold text-slate-700">{note.author?.username ?? "Deleted user"}</span>
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      {canAdd && (
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
          <TextAreaField
            label="Add a note"
            rows={3}
            value={text}
            limit={NOTE_MAX}
            length={length}
            error={shown}
            onChange={(event) => {
              setText(event.target.value);
              setServerError(undefined);
            }}
          />
          <Button type="submit" variant="secondary" className="self-end" loading={sending}>
            Add note
          </Button>
        </form>
      )}
    </section>
  );
}
