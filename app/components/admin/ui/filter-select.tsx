import type { ReactNode } from "react";

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

/**
 * A filter beside a list's search box; a long option (a job title) stays within 14rem. On a phone,
 * where filters stack, each takes the whole line with its label in a column of its own, so several
 * filters line up.
 */
export function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700 max-sm:w-full">
      <span className="font-medium max-sm:w-14 max-sm:shrink-0">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-56 rounded-lg max-sm:max-w-none max-sm:flex-1 border border-slate-300 bg-white px-3 text-sm focus:border-admin-500 focus:ring-2 focus:ring-admin-500/30 focus:outline-none"
      >
        {children}
      </select>
    </label>
  );
}
