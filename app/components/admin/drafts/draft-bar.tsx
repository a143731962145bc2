import { CalendarClock, Eye, Share2 } from "lucide-react";
import { useState } from "react";
import type { Media } from "../../../../domain/media.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import type { adminApi, DraftPath } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { formatInZone } from "../../../lib/admin/time-zone.ts";
import { type useDraft, useSavedLabel } from "../../../lib/admin/use-draft.ts";
import { DiscardedDraftNote } from "../history/discarded-draft.tsx";
import { Button } from "../ui/button.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";
import { MissingAltDialog } from "./missing-alt-dialog.tsx";
import { PublicationBadge } from "./publication-badge.tsx";
import { ScheduleDialog } from "./schedule-dialog.tsx";
import { SharePreviewDialog } from "./share-preview-dialog.tsx";

type Props = {
  drafts: (typeof adminApi.drafts)[DraftPath];
  draft: ReturnType<typeof useDraft>;
  id: string;
  name: string;
  /** The form's changes not yet in the draft: saved before publishing or previewing. */
  unsaved: Record<string, unknown> | null;
  canUnpublish: boolean;
  /**
   * The record's version the form was loaded with: Publish goes over that version only, so a
   * colleague's save meanwhile is refused (the update's 409) instead of overwritten.
   */
  recordVersion?: number;
  /** The draft went live (or was dropped): the list shows the record afresh. */
  onPublished: () => void;
  /** Stops the autosave before a publish or discard, so nothing is saved after them. */
  settle: () => void;
  /**
   * Whether typing goes into the draft. Off for an edit of a record without a draft (ADR 0130): its
   * form's own Update button goes live, and the bar offers Save draft to start one, not Publish.
   */
  autosaving?: boolean;
  /** A refused Publish the form shows itself (a colleague's save meanwhile: the conflict); true when it did. */
  onPublishFailed?: (error: unknown) => boolean;
};

/**
 * An edit form's draft controls: the badge, "Saved a few seconds ago", Save draft, Publish, Discard
 * draft, Preview (the real page with the draft, in a new tab), Share preview and Schedule.
 */
export function DraftBar(props: Props) {
  const { drafts, draft, id, name, unsaved, canUnpublish, recordVersion, onPublished, settle, onPublishFailed } = props;
  const autosaving = props.autosaving ?? true;
  const [dialog, setDialog] = useState<"share" | "schedule" | "discard" | null>(null);
  const [undescribed, setUndescribed] = useState<Media[]>([]);
  const saved = useSavedLabel(draft.savedAt);
  const { publication } = draft;
  const hasDraft = publication?.hasDraft ?? false;
  const saveUnsaved = async () => (unsaved ? draft.save(unsaved) : true);

  async function publishNow() {
    try {
      notify.success((await draft.publish(recordVersion)).message);
      onPublished();
    } catch (error) {
      if (!onPublishFailed?.(error)) notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  /** Publishes, unless a picture it would show says nothing to a blind visitor: then it asks first. */
  async function publish() {
    settle();
    if (!(await saveUnsaved())) return;
    // The check only advises: when it cannot be made, Publish goes on as before.
    const missing = await drafts.missingAlt(id).then(
      (answer) => answer.data,
      () => [],
    );
    if (missing.length > 0) setUndescribed(missing);
    else await publishNow();
  }

  async function discard() {
    settle();
    try {
      notify.success((await draft.discard()).message);
      setDialog(null);
      onPublished();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  async function bringBack() {
    settle();
    try {
      notify.success((await draft.restore()).message);
      onPublished();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.history.bringBackFailed));
    }
  }

  async function preview() {
    // Opened at once, so the browser does not take it for a pop-up; pointed at the page once saved.
    const tab = window.open("about:blank", "_blank");
    await saveUnsaved();
    if (tab) tab.location.href = drafts.previewUrl(id);
  }

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
          onBringBack={bringBack}
          busy={draft.busy === "restoring"}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => unsaved && draft.save(unsaved)} disabled={!unsaved}>
          Save draft
        </Button>
        {(autosaving || hasDraft) && (
          <Button onClick={publish} disabled={!hasDraft && !unsaved} loading={draft.busy === "publishing"}>
            Publish
          </Button>
        )}
        <Button variant="ghost" onClick={() => setDialog("discard")} disabled={!hasDraft}>
          Discard draft
        </Button>
        <Button variant="ghost" onClick={preview} icon={<Eye aria-hidden className="size-4" />}>
          Preview
        </Button>
        <Button variant="ghost" onClick={() => setDialog("share")} icon={<Share2 aria-hidden className="size-4" />}>
          Share preview
        </Button>
        {publication && (
          <Button
            variant="ghost"
            onClick={() => setDialog("schedule")}
            icon={<CalendarClock aria-hidden className="size-4" />}
          >
            Schedule
          </Button>
        )}
      </div>
      {dialog === "discard" && (
        <Modal
          title="Discard this draft?"
          size="sm"
          onClose={() => setDialog(null)}
          busy={draft.busy === "discarding"}
          footer={
            <>
              <CancelButton onClick={() => setDialog(null)} busy={draft.busy === "discarding"} />
              <Button variant="danger" onClick={discard} loading={draft.busy === "discarding"}>
                Discard draft
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">
            The changes not published yet are set aside, and the editor goes back to what visitors see now. The public
            site does not change. You can bring the discarded draft back until the next discard.
          </p>
        </Modal>
      )}
      {undescribed.length > 0 && (
        <MissingAltDialog pictures={undescribed} onPublish={publishNow} onClose={() => setUndescribed([])} />
      )}
      {dialog === "share" && <SharePreviewDialog drafts={drafts} id={id} name={name} onClose={() => setDialog(null)} />}
      {dialog === "schedule" && publication && (
        <ScheduleDialog
          drafts={drafts}
          id={id}
          name={name}
          publication={publication}
          canUnpublish={canUnpublish}
          onClose={() => setDialog(null)}
          onChanged={(changed) =>
            draft.setPublication(changed ?? { ...publication, schedule: null, status: "published" })
          }
        />
      )}
    </section>
  );
}
