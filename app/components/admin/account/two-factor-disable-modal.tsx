import { type DisableTwoFactorInput, disableTwoFactorSchema } from "../../../../domain/two-factor.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { fieldsOf, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { TextField } from "../ui/fields.tsx";
import { ModalForm } from "../ui/form-modal.tsx";
import { PasswordField } from "../ui/password-field.tsx";

type Props = { onClose: () => void; onChanged: () => void };

/** Turning one's own two-factor sign-in off takes the password and a code (or a recovery code). */
export function TwoFactorDisableModal({ onClose, onChanged }: Props) {
  const form = useAdminForm(disableTwoFactorSchema, { defaultValues: { password: "", code: "" } });
  const field = fieldsOf(form);

  return (
    <ModalForm
      title="Turn off two-factor sign-in"
      size="sm"
      submitLabel="Turn off"
      onClose={onClose}
      form={form}
      send={(values: DisableTwoFactorInput) => adminApi.account.disableTwoFactor(values)}
      failed={(error) => messageOf(error, uiMessages.account.twoFactorFailed)}
      onSaved={onChanged}
      className="flex flex-col gap-4"
    >
      <PasswordField label="Password" autoComplete="current-password" {...field("password")} />
      <TextField
        label="Two-factor code"
        autoComplete="one-time-code"
        className="font-mono tracking-widest"
        hint={uiMessages.account.codeHint}
        {...field("code")}
      />
      <p className="text-xs text-slate-500">Your other sessions will be signed out.</p>
    </ModalForm>
  );
}
