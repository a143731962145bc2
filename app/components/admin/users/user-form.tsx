import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { registerAdminSchema } from "../../../../domain/admin-users.ts";
import { genders } from "../../../../domain/enums.ts";
import { ApiRequestError } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { showIssues } from "../../../lib/admin/form-issues.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { Privilege } from "../../../lib/admin/types.ts";
import { SelectField, TextField } from "../ui/fields.tsx";
import { FormFooter } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";

type Values = z.input<typeof registerAdminSchema>;
const fields = [
  "username",
  "fullName",
  "email",
  "password",
  "contactNumber",
  "address",
  "gender",
  "dateOfBirth",
  "role",
];

type Props = { roles: Privilege[]; onClose: () => void; onSaved: () => void };

/** A new admin; the superAdmin who adds them stays signed in as themself. */
export function UserForm({ roles, onClose, onSaved }: Props) {
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof registerAdminSchema>>({
    resolver: zodResolver(registerAdminSchema),
    mode: "onChange",
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

  async function save(values: z.output<typeof registerAdminSchema>) {
    try {
      const answer = await adminApi.users.register(values);
      notify.success(answer.message ?? "");
      onSaved();
    } catch (error) {
      showIssues(error, setError, fields);
      notify.error(
        error instanceof ApiRequestError && !error.isNetworkError
          ? uiMessages.users.addFailed(error.message)
          : uiMessages.users.addFailedPlain,
      );
    }
  }

  return (
    <Modal
      title="Add User"
      size="lg"
      onClose={onClose}
      busy={isSubmitting}
      footer={
        <FormFooter
          form="user-form"
          submitLabel="Add User"
          onCancel={onClose}
          submitting={isSubmitting}
          disabled={!isValid || isSubmitting}
        />
      }
    >
      <form id="user-form" noValidate onSubmit={handleSubmit(save)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Username"
          required
          autoCapitalize="none"
          autoComplete="off"
          error={errors.username?.message}
          {...register("username")}
        />
        <TextField label="Full Name" required error={errors.fullName?.message} {...register("fullName")} />
        <TextField label="Email" type="email" required error={errors.email?.message} {...register("email")} />
        <div className="relative">
          <TextField
            label="Password"
            type={showPassword ? "text" : "password"}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            className="pr-11"
            {...register("password")}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? "Hide password" : "Show password"}
            aria-pressed={showPassword}
            className="absolute top-7 right-0 flex h-10 w-11 items-center justify-center text-slate-500 hover:text-slate-800"
          >
            {showPassword ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
          </button>
        </div>
        <TextField
          label="Contact Number"
          inputMode="numeric"
          required
          placeholder="03001234567"
          error={errors.contactNumber?.message}
          {...register("contactNumber")}
        />
        <TextField label="Address" required error={errors.address?.message} {...register("address")} />
        <SelectField label="Gender" required error={errors.gender?.message} {...register("gender")}>
          <option value="">Select a gender</option>
          {genders.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date of Birth"
          type="date"
          required
          error={errors.dateOfBirth?.message}
          {...register("dateOfBirth")}
        />
        <SelectField label="Role" required error={errors.role?.message} {...register("role")}>
          <option value="">Select a role</option>
          {roles.map((privilege) => (
            <option key={privilege._id} value={privilege.role}>
              {privilege.role}
            </option>
          ))}
        </SelectField>
      </form>
    </Modal>
  );
}
