import type { FormEventHandler, InputHTMLAttributes, ReactNode } from "react";
import type { FormOutcome } from "../../../lib/form-fields";
import { FormToasts } from "../ui/form-toasts";
import { TextField } from "./form-field";
import { FormStatus } from "./form-status";
import { HoneypotField } from "./honeypot-field";

type FormProps = {
  /** What the page's action answered a post without JavaScript. */
  outcome?: FormOutcome;
  busy: boolean;
  encType?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onInput: FormEventHandler<HTMLFormElement>;
  /** The fields, two columns on wide screens. */
  children: ReactNode;
  button: ReactNode;
  toasterId: string;
};

/**
 * A form a visitor sends (a query, a job application): the no-JavaScript post's outcome above it, the
 * honeypot, the fields, and the button with the form's toasts.
 */
export function VisitorForm({ outcome, busy, encType, onSubmit, onInput, children, button, toasterId }: FormProps) {
  return (
    <form
      method="post"
      encType={encType}
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      className="relative space-y-6"
      aria-busy={busy}
    >
      {outcome && !outcome.ok && <FormStatus outcome={outcome} />}
      <HoneypotField />
      <div className="grid gap-6 sm:grid-cols-2">{children}</div>
      {/* A toast appears beside the button on wide screens, under it on small ones. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {button}
        <FormToasts toasterId={toasterId} />
      </div>
    </form>
  );
}

type Field<Name extends string> = { name: Name; label: string } & InputHTMLAttributes<HTMLInputElement>;

type FieldsProps<Name extends string> = {
  fields: readonly Field<Name>[];
  outcome?: FormOutcome;
  errorOf: (name: Name) => string | null;
  disabled?: boolean;
};

/** A visitor form's required text fields, filled again with what a refused post without JavaScript sent. */
export function VisitorTextFields<Name extends string>({ fields, outcome, errorOf, disabled }: FieldsProps<Name>) {
  return fields.map((field) => (
    <TextField
      key={field.name}
      {...field}
      required
      disabled={disabled}
      defaultValue={outcome?.ok ? undefined : outcome?.values?.[field.name]}
      error={errorOf(field.name)}
    />
  ));
}
