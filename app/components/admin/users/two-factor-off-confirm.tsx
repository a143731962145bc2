import { useState } from "react";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { User } from "../../../lib/admin/types.ts";
import { Button } from "../ui/button.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";

type Props = { user: User; onClose: () => void; onDone: (user: User) => void };

/** A superAdmin turns off a colleague's two-factor sign-in when their authenticator is lost. */
export function TwoFactorOffConfirm({ user, onClose, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const answer = await adminApi.users.turnOffTwoFactor(user._id);
      notify.success(answer.message);
      onDone({ ...user, twoFactorEnabled: false });
    } catch (error) {
      notify.error(messageOf(error, uiMessages.account.twoFactorFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      title="Turn off two-factor sign-in"
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button variant="danger" onClick={confirm} loading={busy}>
            Turn off
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Turn off two-factor sign-in for <strong className="font-semibold text-slate-900">{user.fullName}</strong>? They
        are signed out, sign in with their password alone, and can set it up again from their profile.
      </p>
    </Modal>
  );
}
