import { CalendarClock, Eye, Share2 } from "lucide-react";
import { formatInZone } from "../../../lib/admin/time-zone.ts";
import { useSavedLabel } from "../../../lib/admin/use-draft.ts";
import { DiscardedDraftNote } from "../history/discarded-draft.tsx";
import { Button } from "../ui/button.tsx";
import { DraftDialogs } from "./draft-dialogs.tsx";
import { PublicationBadge } from "./publication-badge.tsx";
import { type DraftActionsProps, useDraftActions } from "./use-draft-actions.ts";

type Props = DraftActionsProps & {
  name: string;
  canUnpublish: boolean;
  /**
   * Whether typing goes into the draft. Off for an edit of a record without a draft (ADR 0130): its
   * form's own Update button goes live, and the bar offers Save draft to start one, not Publish.
   */
  autosaving?: boolean;
};

/**
 * An edit form's draft controls: the badge, "Saved a few seconds ago", Save draft, Publish, Discard
 * draft, Preview (the real page with the draft, in a new tab), Share preview and Schedule.
 */
export function DraftBar(props: Props) {
  const { draft, id, name, unsaved, canUnpublish } = props;
  const autosaving = props.autosaving ?? true;
  const actions = useDraftActions(props);
  const saved = useSavedLabel(draft.savedAt);
  const { publication } = draft;
  const hasDraft = publication?.hasDraft ?? false;

  const status =
    draft.busy === "saving"
      ? "Saving…"
      : (saved ??
        (hasDraft
          ? "Draft saved"
          : autosaving
            ? "Changes are saved as a draft"
            : "Save draft keeps your changes off the site"));
  const schedule = publication?.schedule;
  return (
    <section aria-label="Draft" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <PublicationBadge publication={publication} />
        <span aria-live="polite" className="text-sm text-slate-600">
          {status}
        </span>
        {draft.error && (
          <span role="alert" className="text-sm text-red-700">
            {draft.error}
          </span>
        )}
      </div>
      {schedule && publication && (
        <p className="text-sm text-admin-800">
          {schedule.publishAt && `Publishes ${formatInZone(schedule.publishAt, publication.timeZone)}`}
          {schedule.publishAt && schedule.unpublishAt && " · "}
          {schedule.unpublishAt && `Unpublishes ${formatInZone(schedule.unpublishAt, publication.timeZone)}`}
          {` (${publication.timeZone})`}
        </p>
      )}
      {!hasDraft && !unsaved && publication?.discarded && (
        <DiscardedDraftNote
          discarded={publication.discarded}
          onBringBack={actions.bringBack}
          busy={draft.busy === "restoring"}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={actions.saveDraft} disabled={!unsaved}>
          Save draft
        </Button>
        {(autosaving || hasDraft) && (
          <Button onClick={actions.publish} disabled={!hasDraft && !unsaved} loading={draft.busy === "publishing"}>
            Publish
          </Button>
        )}
        <Button variant="ghost" onClick={() => actions.setDialog("discard")} disabled={!hasDraft}>
          Discard draft
        </Button>
        <Button variant="ghost" onClick={actions.preview} icon={<Eye aria-hidden className="size-4" />}>
          Preview
        </Button>
        <Button
          variant="ghost"
          onClick={() => actions.setDialog("share")}
          icon={<Share2 aria-hidden className="size-4" />}
        >
          Share preview
        </Button>
        {publication && (
          <Button
            variant="ghost"
            onClick={() => actions.setDialog("schedule")}
            icon={<CalendarClock aria-hidden className="size-4" />}
          >
            Schedule
          </Button>
        )}
      </div>
      <DraftDialogs
        drafts={props.drafts}
        draft={draft}
        actions={actions}
        id={id}
        name={name}
        canUnpublish={canUnpublish}
      />
    </section>
  );
}
