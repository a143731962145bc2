import { type InputHTMLAttributes, type Ref, useState } from "react";
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
