import { History, TriangleAlert } from "lucide-react";
import { unsavedWorkTexts as texts } from "../../../../domain/unsaved-work.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import type { useBrowserCopy } from "../../../lib/admin/use-browser-copy.ts";
import type { LeaveGuard } from "../../../lib/admin/use-leave-guard.ts";
import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";

/**
 * "Discard unsaved changes?" (ADR 0231), the one question every editor asks before typed work is
 * left; "Keep editing" is the default (focused) button, and Escape keeps editing too.
 */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const question = guard.question;
  if (!question) return null;
  return (
    <Modal
      title={texts.askTitle}
      size="sm"
      onClose={question.keepEditing}
      footer={
        <>
          <Button variant="danger" onClick={question.discard}>
            {texts.discard}
          </Button>
          <Button data-autofocus onClick={question.keepEditing}>
            {texts.keepEditing}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{texts.askBody}</p>
    </Modal>
  );
}

type BrowserCopy = ReturnType<typeof useBrowserCopy>;

/**
 * What the browser kept of this editor's work, offered back ("Restore your unsaved changes from
 * <time>"), and word that another tab is changing the same record.
 */
export function UnsavedWorkNotes({
  copy,
  onRestore,
}: {
  copy: BrowserCopy;
  /** Puts the copy's fields back into the editor. */
  onRestore: (values: Record<string, unknown>) => void;
}) {
  const { offer, otherTab } = copy;
  if (!offer && !otherTab) return null;
  return (
    <div className="flex flex-col gap-3">
      {offer && (
        <div
          role="status"
          data-testid="restore-offer"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <History aria-hidden className="size-5 shrink-0 text-amber-700" />
          <p className="min-w-0 flex-1 basis-48 font-medium">{texts.restoreOffer(formatDateTime(offer.at))}</p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={copy.drop}>
              {texts.dropCopy}
            </Button>
            <Button onClick={() => copy.restore(onRestore)}>{texts.restore}</Button>
          </div>
        </div>
      )}
      {otherTab && (
        <p
          role="status"
          data-testid="other-tab"
          className="flex items-start gap-2 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-700" />
          {texts.otherTab}
        </p>
      )}
    </div>
  );
}
