import { type DisableTwoFactorInput, disableTwoFactorSchema } from "../../../../domain/two-factor.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { showIssues } from "../../../lib/admin/form-issues.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { PasswordField } from "../ui/password-field.tsx";

type Props = { onClose: () => void; onChanged: () => void };

/** Turning one's own two-factor sign-in off takes the password and a code (or a recovery code). */
export function TwoFactorDisableModal({ onClose, onChanged }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useAdminForm(disableTwoFactorSchema, { defaultValues: { password: "", code: "" } });

  async function save(values: DisableTwoFactorInput) {
    try {
      const answer = await adminApi.account.disableTwoFactor(values);
      notify.success(answer.message);
      onChanged();
    } catch (error) {
      showIssues(error, setError, ["password", "code"]);
      notify.error(messageOf(error, uiMessages.account.twoFactorFailed));
    }
  }

  return (
    <FormModal
      title="Turn off two-factor sign-in"
      size="sm"
      form="two-factor-off-form"
      submitLabel="Turn off"
      onClose={onClose}
      submitting={isSubmitting}
      disabled={!isValid || isSubmitting}
    >
      <form id="two-factor-off-form" noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-4">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          label="Two-factor code"
          autoComplete="one-time-code"
          className="font-mono tracking-widest"
          hint={uiMessages.account.codeHint}
          error={errors.code?.message}
          {...register("code")}
        />
        <p className="text-xs text-slate-500">Your other sessions will be signed out.</p>
      </form>
    </FormModal>
  );
}
