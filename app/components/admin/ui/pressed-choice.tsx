import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** How the buttons stand out: on a grey bar the chosen one is white, on a white bar it is the brand's. */
const looks = {
  grey: {
    bar: "bg-slate-100",
    button: "px-3 py-1.5 text-sm font-semibold",
    chosen: "bg-white text-slate-900 shadow-sm",
    other: "text-slate-600 hover:text-slate-900",
  },
  white: {
    bar: "bg-white shadow-sm",
    button: "px-2.5 py-1.5 text-xs font-medium",
    chosen: "bg-admin-600 text-white",
    other: "text-slate-700 hover:bg-slate-100",
  },
} as const;

type Props<T extends string> = {
  /** What is chosen, for screen readers ("View", "Preview width"). */
  legend: string;
  options: readonly { value: T; icon: LucideIcon; label: ReactNode }[];
  chosen: T;
  onChoose: (value: T) => void;
  look: keyof typeof looks;
};

/** One of a few ways to show something (grid or list, phone or desktop), as pressed buttons side by side. */
export function PressedChoice<T extends string>({ legend, options, chosen, onChoose, look }: Props<T>) {
  const style = looks[look];
  return (
    <fieldset className={`flex gap-1 rounded-lg p-1 ${style.bar}`}>
      <legend className="sr-only">{legend}</legend>
      {options.map(({ value, icon: Icon, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === chosen}
          onClick={() => onChoose(value)}
          className={`inline-flex items-center gap-1.5 rounded-md focus-visible:outline-2 focus-visible:outline-admin-500 ${style.button} ${
            value === chosen ? style.chosen : style.other
          }`}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
