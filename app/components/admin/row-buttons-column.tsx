import type { LucideIcon } from "lucide-react";
import type { Column } from "./ui/data-table.tsx";
import { RowButton, RowButtons } from "./ui/row-button.tsx";

/** One worded button of a row: its words, what a screen reader hears (the action and the row), its icon. */
export type RowButtonSpec = {
  text: string;
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  look?: "quiet" | "danger";
  loading?: boolean;
};

/**
 * The Actions column of a list whose rows have worded buttons (Restore, Create redirect, Details),
 * declared per row; a button a row does not have is left out as `false`.
 */
export function rowButtonsColumn<T>(buttons: (row: T) => (RowButtonSpec | false)[]): Column<T> {
  return {
    header: "Actions",
    role: "actions",
    cell: (row) => (
      <RowButtons>{buttons(row).map((button) => button && <WordedButton key={button.text} {...button} />)}</RowButtons>
    ),
  };
}

function WordedButton({ text, icon: Icon, ...button }: RowButtonSpec) {
  return (
    <RowButton {...button} icon={<Icon aria-hidden className="size-4" />}>
      {text}
    </RowButton>
  );
}
