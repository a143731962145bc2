import { Eye, EyeOff } from "lucide-react";

type ShowPasswordButtonProps = {
  shown: boolean;
  /** What it shows, when a form has several ("new password"). */
  what?: string;
  onToggle: () => void;
  /** Where it sits over its password input. */
  className: string;
};

/** Shows or hides the password beside it; its label says what a press will do. */
export function ShowPasswordButton({ shown, what = "password", onToggle, className }: ShowPasswordButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={shown ? `Hide ${what}` : `Show ${what}`}
      aria-pressed={shown}
      className={className}
    >
      {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
    </button>
  );
}
