import type { ReactNode } from "react";

type Props<T extends string> = {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  /** What a card says of its option. */
  children: (option: T) => ReactNode;
};

/** A fieldset of options chosen any number at a time, each a card with a box to tick (API key scopes, webhook events). */
export function CheckboxCards<T extends string>({ legend, options, chosen, onChange, children }: Props<T>) {
  const toggle = (option: T) =>
    onChange(chosen.includes(option) ? chosen.filter((one) => one !== option) : [...chosen, option]);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-admin-500 has-[:checked]:bg-admin-50"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-admin-600"
              checked={chosen.includes(option)}
              onChange={() => toggle(option)}
            />
            {children(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
