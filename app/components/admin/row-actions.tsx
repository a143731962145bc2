import { Eye, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "./ui/button.tsx";
import type { Column } from "./ui/data-table.tsx";

type RowActionsProps = {
  /** The row as the admin knows it, so each button says what it acts on. */
  name: string;
  onView?: () => void;
  /** Left out when the signed-in admin may not do it: the button is not shown at all. */
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
};

export function RowActions({ name, onView, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-1">
      {onView && (
        <IconButton label={`View ${name}`} onClick={onView}>
          <Eye aria-hidden className="size-4" />
        </IconButton>
      )}
      {children}
      {onEdit && (
        <IconButton label={`Edit ${name}`} tone="edit" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton label={`Delete ${name}`} tone="danger" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
        </IconButton>
      )}
    </div>
  );
}

/** The last column of a list screen's table, with the row's buttons at the right, always in view. */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { header: "Actions", role: "actions", className: "text-right", cell };
}

/** What a row's buttons open: its details, its edit form, its delete confirmation. */
type Opens<T> = { open: (opened: { kind: "view" | "edit" | "delete"; row: T }) => void };

/**
 * The Actions column of a list whose rows are viewed by all, edited and deleted by those who may;
 * `more` adds the row's own buttons between View and Edit.
 */
export function openingActionsColumn<T>(
  { open }: Opens<T>,
  name: (row: T) => string,
  may: { edit: boolean; delete: boolean },
  more?: (row: T) => ReactNode,
): Column<T> {
  return actionsColumn((row) => (
    <RowActions
      name={name(row)}
      onView={() => open({ kind: "view", row })}
      onEdit={may.edit ? () => open({ kind: "edit", row }) : undefined}
      onDelete={may.delete ? () => open({ kind: "delete", row }) : undefined}
    >
      {more?.(row)}
    </RowActions>
  ));
}
