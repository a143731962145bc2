import clsx from "clsx";
import { CircleAlert } from "lucide-react";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

const fieldBase =
  "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-ink-950 shadow-xs placeholder:text-ink-400 transition focus:outline-none focus:ring-4 disabled:bg-ink-100 motion-reduce:transition-none";

/** A field's classes; a refused one has a red border and ring instead of the brand's focus colours. */
function inputClass(invalid = false) {
  return clsx(
    fieldBase,
    invalid
      ? "border-rose-500 focus:border-rose-600 focus:ring-rose-100"
      : "border-ink-300 focus:border-brand-500 focus:ring-brand-100",
  );
}

type Common = {
  label: string;
  name: string;
  className?: string;
  /** Why the value was refused: marks the field (aria-invalid, red border) and shows the reason under it. */
  error?: string | null;
};

/** The reason a field was refused, under it; the field names it in aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 font-medium text-rose-700 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

/** The attributes that tie a field to its error, when it has one. */
function errorProps(id: string, error: string | null | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

/** A field's label, with a red asterisk (hidden from screen readers, which hear "required") when it must be filled. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold text-ink-800 text-sm">
      {label}
      {required && (
        <span aria-hidden="true" className="text-rose-600">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

/** A labelled input of the public forms. */
export function TextField({ label, name, className, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <input id={id} name={name} {...input} {...errorProps(id, error)} className={inputClass(Boolean(error))} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  className,
  error,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `field-${name}`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={area.required} />
      <textarea
        id={id}
        name={name}
        {...area}
        {...errorProps(id, error)}
        className={clsx(inputClass(Boolean(error)), "min-h-36 resize-y")}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
