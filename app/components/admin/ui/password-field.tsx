import { type InputHTMLAttributes, type Ref, useState } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "./fields.tsx";
import { ShowPasswordButton } from "./show-password-button.tsx";

type PasswordFieldProps = { label: string; error?: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type"
> & { ref?: Ref<HTMLInputElement> };

/** A labelled password input with its own show/hide button. */
export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <TextField
        label={label}
        error={error}
        hint={hint}
        type={shown ? "text" : "password"}
        className={`pr-11 ${className ?? ""}`}
        {...input}
      />
      <ShowPasswordButton
        shown={shown}
        what={label.toLowerCase()}
        onToggle={() => setShown((value) => !value)}
        className="absolute top-7 right-0 flex h-10 w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-admin-500"
      />
    </div>
  );
}

type NewPasswordFieldsProps = {
  /** The two inputs as the form registered them (the new one with the confirmation as a dependant). */
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: FieldError; confirmPassword?: FieldError };
  autoFocus?: boolean;
};

/** A new password under the add-user rules, typed twice: a change of one's own, or a reset link's page. */
export function NewPasswordFields({ newPassword, confirmPassword, errors, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={errors.newPassword?.message}
        hint="At least 8 characters, with an uppercase letter, a digit and a special character."
        {...newPassword}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
