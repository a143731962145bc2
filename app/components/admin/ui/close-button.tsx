import { X } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

const looks = {
  light: "text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-admin-500",
  /** On the dark sidebar. */
  dark: "text-slate-400 hover:bg-white/10 hover:text-white focus-visible:outline-white",
};

/** The cross that closes a modal, a drawer or the menu; `label` says what it closes. */
export function CloseButton({
  label,
  look = "light",
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; look?: keyof typeof looks }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...rest}
      className={`rounded-lg p-1.5 focus-visible:outline-2 disabled:opacity-40 ${looks[look]}${className ? ` ${className}` : ""}`}
    >
      <X aria-hidden className="size-5" />
    </button>
  );
}
