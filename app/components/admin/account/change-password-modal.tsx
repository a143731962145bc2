import { type ChangePasswordForm, changePasswordFormSchema } from "../../../../domain/passwords.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { showIssues } from "../../../lib/admin/form-issues.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { FormModal } from "../ui/form-modal.tsx";
import { NewPasswordFields, PasswordField } from "../ui/password-field.tsx";

const fields = ["currentPassword", "newPassword", "confirmPassword"];

type Props = { onClose: () => void; onSignedOut: () => void };

/**
 * The current password, and the new one twice under the add-user rules. The server ends every
 * session of the admin, so a change ends at the sign-in form with the server's toast.
 */
export function ChangePasswordModal({ onClose, onSignedOut }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useAdminForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  async function save(values: ChangePasswordForm) {
    try {
      const answer = await adminApi.account.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      notify.success(answer.message);
      onClose();
      onSignedOut();
    } catch (error) {
      showIssues(error, setError, fields);
      notify.error(messageOf(error, uiMessages.account.passwordFailed));
    }
  }

  return (
    <FormModal
      title="Change password"
      size="sm"
      form="change-password-form"
      submitLabel="Change password"
      onClose={onClose}
      submitting={isSubmitting}
      disabled={!isValid || isSubmitting}
    >
      <form id="change-password-form" noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-4">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
        <NewPasswordFields
          newPassword={register("newPassword", { deps: ["confirmPassword"] })}
          confirmPassword={register("confirmPassword")}
          errors={errors}
        />
        <p className="text-xs text-slate-500">
          You will be signed out everywhere and sign in again with the new password.
        </p>
      </form>
    </FormModal>
  );
}
