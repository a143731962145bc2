import clsx from "clsx";
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "mt-2 block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-ink-950 shadow-xs placeholder:text-ink-400 transition focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:bg-ink-100 motion-reduce:transition-none";

type Common = { label: string; name: string; className?: string };

/** A labelled input of the public forms. */
export function TextField({ label, name, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = `field-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-ink-800 text-sm">
        {label}
        {input.required && (
          <span aria-hidden="true" className="text-rose-600">
            {" "}
            *
          </span>
        )}
      </label>
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
      <label htmlFor={id} className="font-semibold text-ink-800 text-sm">
        {label}
        {area.required && (
          <span aria-hidden="true" className="text-rose-600">
            {" "}
            *
          </span>
        )}
      </label>
      <textarea id={id} name={name} {...area} className={clsx(inputClass, "min-h-36 resize-y")} />
    </div>
  );
}
