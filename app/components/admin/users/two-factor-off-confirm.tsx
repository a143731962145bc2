import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { User } from "../../../lib/admin/types.ts";
import { ConfirmModal } from "../ui/confirm-modal.tsx";

type Props = { user: User; onClose: () => void; onDone: (user: User) => void };

/** A superAdmin turns off a colleague's two-factor sign-in when their authenticator is lost. */
export function TwoFactorOffConfirm({ user, onClose, onDone }: Props) {
  async function confirm() {
    try {
      const answer = await adminApi.users.turnOffTwoFactor(user._id);
      notify.success(answer.message);
      onDone({ ...user, twoFactorEnabled: false });
    } catch (error) {
      notify.error(messageOf(error, uiMessages.account.twoFactorFailed));
    }
  }
  return (
    <ConfirmModal title="Turn off two-factor sign-in" action="Turn off" danger onConfirm={confirm} onClose={onClose}>
      <p className="text-sm text-slate-700">
        Turn off two-factor sign-in for <strong className="font-semibold text-slate-900">{user.fullName}</strong>? They
        are signed out, sign in with their password alone, and can set it up again from their profile.
      </p>
    </ConfirmModal>
  );
}
