import type { ReactNode } from "react";

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Words of more than one line (a name and what it means): the box stands by the first. */
  lines?: boolean;
  /** What ticking it means, in one line unless `lines`. */
  children: ReactNode;
};

/** A checkbox and its words ("Decorative", "Show scanners", "Change as a draft"), all of them clickable. */
export function CheckLine({ checked, onChange, disabled, lines = false, children }: Props) {
  return (
    <label className={`flex ${lines ? "items-start" : "items-center"} gap-2 text-sm text-slate-700`}>
      <input
        type="checkbox"
        className={lines ? "mt-0.5 size-4 accent-admin-600" : "size-4 accent-admin-600"}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
