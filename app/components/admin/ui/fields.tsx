import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/** A caller's classes (say, room for a button inside the field) add to the field's own. */
const withExtra = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** Borders tell the state: red for an error, green for a changed value (profile), grey otherwise. */
export function inputClass(error?: string, changed = false) {
  const border = error
    ? "border-red-500 focus:border-red-500 focus:ring-red-500/30"
    : changed
      ? "border-emerald-500 focus:border-emerald-500 focus:ring-emerald-500/30"
      : "border-slate-300 focus:border-admin-500 focus:ring-admin-500/30";
  return `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none read-only:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-600 ${border}`;
}

type FieldFrameProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  required?: boolean;
};

export function FieldFrame({ id, label, error, hint, children, required }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden className="text-red-600">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <div id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </div>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** How every field's problem reads, text boxes and pickers alike: one colour for "fix this". */
export const fieldErrorClass = "text-xs font-medium text-red-600";

/**
 * A field's error under it, with the id its input's aria-describedby names; `alert` when it answers
 * a press of the submit button (the server refused the value), so it is announced at once.
 */
export function FieldError({ id, error, alert = false }: { id: string; error?: string; alert?: boolean }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role={alert ? "alert" : undefined} className={fieldErrorClass}>
      {error}
    </p>
  );
}

type Common = { label: string; error?: string; hint?: ReactNode; changed?: boolean };

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** What ties a control to its label, and to its error or else its hint. */
function controlOf(id: string, error?: string, hint?: ReactNode) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint) };
}

export function TextField({
  label,
  error,
  hint,
  changed,
  ref,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={input.required}>
      <input
        ref={ref}
        {...controlOf(id, error, hint)}
        {...input}
        className={withExtra(inputClass(error, changed), input.className)}
      />
    </FieldFrame>
  );
}

/**
 * A textarea with the spec's live counter "n/max characters", red when over the limit. It counts
 * the value it is given; `length` counts otherwise (a registered field, whose value the form keeps).
 */
export function TextAreaField({
  label,
  error,
  hint,
  limit,
  length,
  ref,
  ...input
}: Common &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { limit?: number; length?: number; ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const counted = length ?? (typeof input.value === "string" ? input.value.length : 0);
  const over = limit !== undefined && counted > limit;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={input.required}>
      <textarea
        ref={ref}
        rows={4}
        {...controlOf(id, error, hint)}
        aria-describedby={
          [describedBy(id, error, hint), limit !== undefined ? `${id}-count` : undefined].filter(Boolean).join(" ") ||
          undefined
        }
        {...input}
        className={withExtra(inputClass(error), input.className)}
      />
      {limit !== undefined && (
        <p
          id={`${id}-count`}
          className={`self-end text-xs tabular-nums ${over ? "font-semibold text-red-600" : "text-slate-500"}`}
        >
          {`${counted}/${limit} characters`}
        </p>
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ref,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={select.required}>
      <select
        ref={ref}
        {...controlOf(id, error, hint)}
        {...select}
        className={withExtra(inputClass(error), select.className)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
