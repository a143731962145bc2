import type { InputHTMLAttributes, ReactNode } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** What turning it on does, under the label. */
  children: ReactNode;
};

/** A Site setting turned on or off: a box to tick in a card, with what it does. */
export function OptionField({ label, children, ...input }: Props) {
  return (
    <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-admin-600" {...input} />
      <span>
        <span className="font-medium text-slate-900">{label}</span>
        <span className="block text-slate-600">{children}</span>
      </span>
    </label>
  );
}
