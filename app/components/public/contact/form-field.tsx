import clsx from "clsx";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-ink-950 shadow-xs placeholder:text-ink-400 transition focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:bg-ink-100 motion-reduce:transition-none";

type Common = { label: string; name: string; className?: string };

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
export function TextField({ label, name, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <input id={id} name={name} {...input} className={inputClass} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  className,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `field-${name}`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={area.required} />
      <textarea id={id} name={name} {...area} className={clsx(inputClass, "min-h-36 resize-y")} />
    </div>
  );
}
