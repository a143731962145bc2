import { Merge } from "lucide-react";
import { peopleTexts as texts } from "../../../../domain/people.ts";
import { act } from "../../../lib/admin/act.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { ConfirmModal } from "../ui/confirm-modal.tsx";

/**
 * Asks before merging someone (`other`, by their shown name) into the person named `into` (ADR 0171);
 * once merged it closes, then `onMerged`.
 */
export function MergeQuestion({
  into,
  personId,
  otherId,
  other,
  onClose,
  onMerged,
}: {
  into: string;
  personId: string;
  otherId: string;
  other: string;
  onClose: () => void;
  onMerged: () => void;
}) {
  return (
    <ConfirmModal
      title={texts.merge}
      action={texts.mergeButton}
      icon={<Merge aria-hidden className="size-4" />}
      onClose={onClose}
      onConfirm={() =>
        act(() => adminApi.people.merge(personId, otherId), {
          failed: uiMessages.generic.wrong,
          onDone: () => {
            onClose();
            onMerged();
          },
        })
      }
    >
      <p className="text-sm text-slate-700">
        Merge {other} into {into}? {texts.mergeHint}
      </p>
    </ConfirmModal>
  );
}
