import { adminApi } from "../../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import type { User } from "../../../lib/admin/types.ts";
import { useMadeOnOpen } from "../../../lib/admin/use-made-on-open.ts";
import { Button } from "../ui/button.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { Modal } from "../ui/modal.tsx";
import { Loader } from "../ui/spinner.tsx";

/**
 * A one-time link a superAdmin hands to a colleague whose e-mail does not work (in person, by
 * phone). Made when the dialog opens; a new one replaces any earlier link of that colleague.
 */
export function ResetLinkModal({ user, onClose }: { user: User; onClose: () => void }) {
  const link = useMadeOnOpen(() => adminApi.users.resetLink(user._id), uiMessages.account.resetLinkFailed, onClose);

  return (
    <Modal
      title={`Password reset link for ${user.fullName}`}
      size="sm"
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {link ? (
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <p>
            Give this link to <strong className="font-semibold text-slate-900">@{user.username}</strong> yourself. It
            sets a new password once, until {formatDateTime(link.expiresAt)}; any earlier link stops working.
          </p>
          <label className="flex flex-col gap-1.5">
            <span className="font-medium text-slate-800">Link</span>
            <textarea
              readOnly
              rows={3}
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-900"
            />
          </label>
          <CopyButton text={link.url} className="self-start">
            Copy link
          </CopyButton>
        </div>
      ) : (
        <Loader label="Making the link..." />
      )}
    </Modal>
  );
}
