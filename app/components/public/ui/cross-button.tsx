import { X } from "lucide-react";

type Props = {
  /** What it closes or removes, for a screen reader: the button shows only a cross. */
  label: string;
  onClick: () => void;
  className: string;
  /** The cross's size. */
  iconClassName: string;
  disabled?: boolean;
};

/** A button that is a cross: it closes something (the side menu, the announcement) or removes it (a chosen file). */
export function CrossButton({ label, onClick, className, iconClassName, disabled }: Props) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} className={className}>
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
