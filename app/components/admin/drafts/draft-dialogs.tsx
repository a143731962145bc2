import type { adminApi, DraftPath } from "../../../lib/admin/endpoints.ts";
import type { useDraft } from "../../../lib/admin/use-draft.ts";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { MissingAltDialog } from "./missing-alt-dialog.tsx";
import { ScheduleDialog } from "./schedule-dialog.tsx";
import { SharePreviewDialog } from "./share-preview-dialog.tsx";
import type { useDraftActions } from "./use-draft-actions.ts";

type Props = {
  drafts: (typeof adminApi.drafts)[DraftPath];
  draft: ReturnType<typeof useDraft>;
  actions: ReturnType<typeof useDraftActions>;
  id: string;
  /** The record's name, as the share and schedule dialogs say it. */
  name: string;
  canUnpublish: boolean;
};

/** The dialogs a draft's controls open: Discard's question, the missing alt texts, Share preview, Schedule. */
export function DraftDialogs({ drafts, draft, actions, id, name, canUnpublish }: Props) {
  const { dialog, setDialog } = actions;
  const { publication } = draft;
  const close = () => setDialog(null);
  return (
    <>
      {dialog === "discard" && (
        <ConfirmModal
          title="Discard this draft?"
          action="Discard draft"
          danger
          busy={draft.busy === "discarding"}
          onConfirm={actions.discard}
          onClose={close}
        >
          <p className="text-sm text-slate-700">
            The changes not published yet are set aside, and the editor goes back to what visitors see now. The public
            site does not change. You can bring the discarded draft back until the next discard.
          </p>
        </ConfirmModal>
      )}
      {actions.undescribed.length > 0 && (
        <MissingAltDialog
          pictures={actions.undescribed}
          onPublish={actions.publishNow}
          onClose={actions.clearUndescribed}
        />
      )}
      {dialog === "share" && <SharePreviewDialog drafts={drafts} id={id} name={name} onClose={close} />}
      {dialog === "schedule" && publication && (
        <ScheduleDialog
          drafts={drafts}
          id={id}
          name={name}
          publication={publication}
          canUnpublish={canUnpublish}
          onClose={close}
          onChanged={(changed) =>
            draft.setPublication(changed ?? { ...publication, schedule: null, status: "published" })
          }
        />
      )}
    </>
  );
}
