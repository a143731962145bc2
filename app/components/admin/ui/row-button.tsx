import type { ReactNode } from "react";
import { Button } from "./button.tsx";

type Look = "plain" | "quiet" | "danger";
const dangerLook = "text-red-700 hover:bg-red-50 hover:text-red-800";

type RowButtonProps = {
  /** What a screen reader announces: the action and the row it acts on. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  look?: Look;
  loading?: boolean;
  children: ReactNode;
};

/**
 * A row's worded button, for lists whose actions need their words on a wide screen (Restore,
 * Create redirect); on a phone the icon alone leaves the row's name its line.
 */
export function RowButton({ label, icon, onClick, look = "plain", loading, children }: RowButtonProps) {
  return (
    <Button
      variant={look === "plain" ? "secondary" : "ghost"}
      className={`max-sm:px-2.5 ${look === "danger" ? dangerLook : ""}`}
      onClick={onClick}
      loading={loading}
      icon={icon}
      aria-label={label}
    >
      <span className="max-sm:sr-only">{children}</span>
    </Button>
  );
}

export function RowButtons({ children }: { children: ReactNode }) {
  return <span className="flex items-center justify-end gap-2 max-sm:gap-1">{children}</span>;
}
