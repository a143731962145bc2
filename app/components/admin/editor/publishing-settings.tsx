import { CalendarClock, EyeOff, Share2, Trash2 } from "lucide-react";
import { useState } from "react";
import { messageOf } from "../../../lib/admin/api-client.ts";
import type { DraftPath } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { formatInZone } from "../../../lib/admin/time-zone.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import type { useDraft } from "../../../lib/admin/use-draft.ts";
import type { useDraftActions } from "../drafts/use-draft-actions.ts";
import { DiscardedDraftNote } from "../history/discarded-draft.tsx";
import { HistoryButton } from "../history/history-button.tsx";
import { Button } from "../ui/button.tsx";
import { SettingsSection } from "./settings-panel.tsx";

type Props = {
  path: DraftPath;
  /** The record, once one exists; absent for a document kept only as a draft. */
  record?: Record<string, unknown> & { _id: string; isActive: boolean; version: number };
  draft: ReturnType<typeof useDraft> | undefined;
  actions: ReturnType<typeof useDraftActions>;
  /** Takes the record off the site now (isActive off, over the version the editor opened). */
  unpublish: () => Promise<unknown>;
  onSaved: () => void;
  /** A refused unpublish the editor shows itself (a colleague's save meanwhile); true when it did. */
  onConflict: (error: unknown) => boolean;
};

function ScheduleLine({ publication }: { publication: Publication }) {
  const { schedule, timeZone } = publication;
  if (!schedule) return null;
  return (
    <p className="text-sm text-admin-800">
      {schedule.publishAt && `Publishes ${formatInZone(schedule.publishAt, timeZone)}`}
      {schedule.publishAt && schedule.unpublishAt && " · "}
      {schedule.unpublishAt && `Unpublishes ${formatInZone(schedule.unpublishAt, timeZone)}`}
      {` (${timeZone})`}
    </p>
  );
}

/**
 * The panel's Publishing group: the schedule, a preview link to share, discarding the draft (and
 * bringing a discarded one back), History, and taking a published record off the site.
 */
export function PublishingSettings({ path, record, draft, actions, unpublish, onSaved, onConflict }: Props) {
  const [unpublishing, setUnpublishing] = useState(false);
  const publication = draft?.publication;
  const hasDraft = publication?.hasDraft ?? false;

  async function takeOff() {
    setUnpublishing(true);
    try {
      await unpublish();
      notify.success(uiMessages.editor.unpublished);
      onSaved();
    } catch (error) {
      if (!onConflict(error)) notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setUnpublishing(false);
    }
  }

  if (!draft) {
    return (
      <SettingsSection title="Publishing">
        <p className="text-sm text-slate-600">
          Kept as a draft as soon as you type: then you can preview, share, schedule and publish it.
        </p>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title="Publishing">
      {publication && <ScheduleLine publication={publication} />}
      {!hasDraft && publication?.discarded && (
        <DiscardedDraftNote
          discarded={publication.discarded}
          onBringBack={actions.bringBack}
          busy={draft.busy === "restoring"}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {publication && (
          <Button
            variant="secondary"
            onClick={() => actions.setDialog("schedule")}
            icon={<CalendarClock aria-hidden className="size-4" />}
          >
            Schedule
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => actions.setDialog("share")}
          icon={<Share2 aria-hidden className="size-4" />}
        >
          Share preview
        </Button>
        {record && <HistoryButton path={path} id={record._id} canRestore current={record} onRestored={onSaved} />}
        <Button
          variant="ghost"
          onClick={() => actions.setDialog("discard")}
          disabled={!hasDraft}
          icon={<Trash2 aria-hidden className="size-4" />}
        >
          Discard draft
        </Button>
        {record?.isActive && (
          <Button
            variant="ghost"
            onClick={takeOff}
            loading={unpublishing}
            icon={<EyeOff aria-hidden className="size-4" />}
          >
            Unpublish
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}
