import { type InputHTMLAttributes, type Ref, useId } from "react";
import { FieldError } from "../ui/fields.tsx";

type Props = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; error?: string };

/** The document's title, written large above it as it will read on the site (its heading). */
export function TitleField({ error, ref, ...input }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        Title
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete="off"
        {...input}
        className={`w-full rounded-lg border bg-transparent px-1 py-2 text-3xl leading-tight font-bold tracking-tight text-slate-950 placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-admin-500/30 focus:outline-none sm:text-4xl ${
          error ? "border-red-500" : "border-transparent"
        }`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
