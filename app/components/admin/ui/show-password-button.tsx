import { Eye, EyeOff } from "lucide-react";

type ShowPasswordButtonProps = {
  shown: boolean;
  onToggle: () => void;
  /** Where it sits over its password input. */
  className: string;
};

/** Shows or hides the password beside it; its label says what a press will do. */
export function ShowPasswordButton({ shown, onToggle, className }: ShowPasswordButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={shown ? "Hide password" : "Show password"}
      aria-pressed={shown}
      className={className}
    >
      {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
    </button>
  );
}
