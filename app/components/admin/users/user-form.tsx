import type { z } from "zod";
import { registerAdminSchema } from "../../../../domain/admin-users.ts";
import { genders } from "../../../../domain/enums.ts";
import { ApiRequestError } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { missingFields } from "../../../lib/admin/missing-fields.ts";
import type { Privilege } from "../../../lib/admin/types.ts";
import { fieldsOf, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { SelectField, TextField } from "../ui/fields.tsx";
import { ModalForm } from "../ui/form-modal.tsx";
import { Options } from "../ui/options.tsx";
import { PasswordField } from "../ui/password-field.tsx";
import { RoleSelect } from "./role-select.tsx";

/** The form's fields in order, with the labels the missing-fields line names them by. */
const labels = {
  username: "Username",
  fullName: "Full Name",
  email: "Email",
  password: "Password",
  contactNumber: "Contact Number",
  address: "Address",
  gender: "Gender",
  dateOfBirth: "Date of Birth",
  role: "Role",
};

type Props = { roles: Privilege[]; onClose: () => void; onSaved: () => void };

/** A new admin; the superAdmin who adds them stays signed in as themself. */
export function UserForm({ roles, onClose, onSaved }: Props) {
  const form = useAdminForm(registerAdminSchema, {
    defaultValues: {
      username: "",
      fullName: "",
      email: "",
      password: "",
      contactNumber: "",
      address: "",
      gender: undefined,
      dateOfBirth: "",
      role: "",
    },
  });
  const field = fieldsOf(form);
  const { isValid } = form.formState;

  return (
    <ModalForm
      title="Add User"
      size="lg"
      submitLabel="Add User"
      onClose={onClose}
      form={form}
      send={(values: z.output<typeof registerAdminSchema>) => adminApi.users.register(values)}
      failed={(error) =>
        error instanceof ApiRequestError && !error.isNetworkError
          ? uiMessages.users.addFailed(error.message)
          : uiMessages.users.addFailedPlain
      }
      onSaved={onSaved}
      className="grid gap-4 sm:grid-cols-2"
      missing={isValid ? [] : missingFields(registerAdminSchema, form.watch(), labels)}
    >
      <TextField label={labels.username} required autoCapitalize="none" autoComplete="off" {...field("username")} />
      <TextField label={labels.fullName} required {...field("fullName")} />
      <TextField label={labels.email} type="email" required {...field("email")} />
      <PasswordField label={labels.password} autoComplete="new-password" required {...field("password")} />
      <TextField
        label={labels.contactNumber}
        inputMode="numeric"
        required
        placeholder="03001234567"
        {...field("contactNumber")}
      />
      <TextField label={labels.address} required {...field("address")} />
      <SelectField label={labels.gender} required {...field("gender")}>
        <option value="">Select a gender</option>
        <Options values={genders} />
      </SelectField>
      <TextField label={labels.dateOfBirth} type="date" required {...field("dateOfBirth")} />
      <RoleSelect roles={roles} required {...field("role")} />
    </ModalForm>
  );
}
