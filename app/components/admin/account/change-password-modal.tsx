import { type ChangePasswordForm, changePasswordFormSchema } from "../../../../domain/passwords.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { fieldsOf, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { ModalForm } from "../ui/form-modal.tsx";
import { NewPasswordFields, PasswordField } from "../ui/password-field.tsx";

type Props = { onClose: () => void; onSignedOut: () => void };

/**
 * The current password, and the new one twice under the add-user rules. The server ends every
 * session of the admin, so a change ends at the sign-in form with the server's toast.
 */
export function ChangePasswordModal({ onClose, onSignedOut }: Props) {
  const form = useAdminForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const field = fieldsOf(form);

  return (
    <ModalForm
      title="Change password"
      size="sm"
      submitLabel="Change password"
      onClose={onClose}
      form={form}
      send={({ currentPassword, newPassword }: ChangePasswordForm) =>
        adminApi.account.changePassword({ currentPassword, newPassword })
      }
      failed={(error) => messageOf(error, uiMessages.account.passwordFailed)}
      onSaved={() => {
        onClose();
        onSignedOut();
      }}
      className="flex flex-col gap-4"
    >
      <PasswordField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
      <NewPasswordFields
        newPassword={form.register("newPassword", { deps: ["confirmPassword"] })}
        confirmPassword={form.register("confirmPassword")}
        errors={form.formState.errors}
      />
      <p className="text-xs text-slate-500">
        You will be signed out everywhere and sign in again with the new password.
      </p>
    </ModalForm>
  );
}
