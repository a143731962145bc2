import type { ReactNode } from "react";

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** What ticking it means, in one line. */
  children: ReactNode;
};

/** A checkbox and its one line of words ("Decorative", "Show scanners"), the whole line clickable. */
export function CheckLine({ checked, onChange, disabled, children }: Props) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="size-4 accent-admin-600"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
