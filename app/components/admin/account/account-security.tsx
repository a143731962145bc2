import { KeyRound, type LucideIcon, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { User } from "../../../lib/admin/types.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";

export type AccountDialog = "password" | "twoFactorOn" | "twoFactorOff" | "author";

type Props = { user: User; onOpen: (dialog: AccountDialog) => void };

/** The profile's second part: password, two-factor sign-in and the e-mails about new leads. */
export function AccountSecurity({ user, onOpen }: Props) {
  return (
    <section aria-labelledby="account-security" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="account-security" className="text-base font-semibold text-slate-900">
        Sign-in and notifications
      </h3>
      <div className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
        <Row
          title="Password"
          text="Changing it signs you out everywhere."
          action={
            <OpenButton icon={KeyRound} onClick={() => onOpen("password")}>
              Change password
            </OpenButton>
          }
        />
        <Row
          title="Two-factor sign-in"
          badge={user.twoFactorEnabled ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}
          text={
            user.twoFactorEnabled
              ? "Signing in asks for a code from your authenticator app."
              : "Ask for a code from an authenticator app as well as your password."
          }
          action={
            user.twoFactorEnabled ? (
              <OpenButton onClick={() => onOpen("twoFactorOff")}>Turn off</OpenButton>
            ) : (
              <OpenButton icon={ShieldCheck} onClick={() => onOpen("twoFactorOn")}>
                Set up
              </OpenButton>
            )
          }
        />
        <NotifyLeads user={user} />
      </div>
    </section>
  );
}

/** A row's button, which opens its dialog. */
function OpenButton({ icon: Icon, onClick, children }: { icon?: LucideIcon; onClick: () => void; children: string }) {
  return (
    <Button variant="secondary" icon={Icon && <Icon aria-hidden className="size-4" />} onClick={onClick}>
      {children}
    </Button>
  );
}

function Row({ title, badge, text, action }: { title: string; badge?: ReactNode; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          {title} {badge}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">{text}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </div>
  );
}

/** Saved as soon as it is ticked; unlike the fields above it needs no new sign-in. */
function NotifyLeads({ user }: { user: User }) {
  const revalidator = useRevalidator();
  const [checked, setChecked] = useState(user.notifyLeads);
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setChecked(next);
    setSaving(true);
    try {
      const answer = await adminApi.users.updateProfile(user._id, { notifyLeads: next });
      notify.success(answer.message ?? "");
      await revalidator.revalidate();
    } catch (error) {
      setChecked(!next);
      notify.error(messageOf(error, uiMessages.account.notifyFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <label className="flex cursor-pointer items-start gap-3 p-4">
      <input
        type="checkbox"
        checked={checked}
        disabled={saving}
        onChange={(event) => change(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-admin-600"
      />
      <span className="text-sm">
        <span className="block font-medium text-slate-900">E-mail me about new leads</span>
        <span className="block text-slate-600">
          A message for each new enquiry and job application, with a link to it.
        </span>
      </span>
    </label>
  );
}
