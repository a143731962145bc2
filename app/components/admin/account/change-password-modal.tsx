import { type ChangePasswordForm, changePasswordFormSchema } from "../../../../domain/passwords.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import { useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { ModalForm } from "../ui/form-modal.tsx";
import { NewPasswordFields, PasswordField } from "../ui/password-field.tsx";

const fields = ["currentPassword", "newPassword", "confirmPassword"];

type Props = { onClose: () => void; onSignedOut: () => void };

/**
 * The current password, and the new one twice under the add-user rules. The server ends every
 * session of the admin, so a change ends at the sign-in form with the server's toast.
 */
export function ChangePasswordModal({ onClose, onSignedOut }: Props) {
  const form = useAdminForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const {
    register,
    setError,
    formState: { errors },
  } = form;

  async function save({ currentPassword, newPassword }: ChangePasswordForm) {
    await saveForm(() => adminApi.account.changePassword({ currentPassword, newPassword }), {
      setError,
      fields,
      failed: (error) => messageOf(error, uiMessages.account.passwordFailed),
      onSaved: () => {
        onClose();
        onSignedOut();
      },
    });
  }

  return (
    <ModalForm
      title="Change password"
      size="sm"
      submitLabel="Change password"
      onClose={onClose}
      form={form}
      onSubmit={save}
      className="flex flex-col gap-4"
    >
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
    </ModalForm>
  );
}
