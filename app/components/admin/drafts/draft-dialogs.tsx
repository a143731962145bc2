import type { adminApi, DraftPath } from "../../../lib/admin/endpoints.ts";
import type { useDraft } from "../../../lib/admin/use-draft.ts";
import { Button } from "../ui/button.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";
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
  const discarding = draft.busy === "discarding";
  return (
    <>
      {dialog === "discard" && (
        <Modal
          title="Discard this draft?"
          size="sm"
          onClose={close}
          busy={discarding}
          footer={
            <>
              <CancelButton onClick={close} busy={discarding} />
              <Button variant="danger" onClick={actions.discard} loading={discarding}>
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
