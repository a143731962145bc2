import type { ListScreen } from "../../lib/admin/use-list-screen.ts";
import { ConfirmModal } from "./ui/confirm-modal.tsx";

type ConfirmDeleteProps = {
  /** What is being deleted, as the admin knows it ("project Acme CRM"). */
  what: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Content goes to the Trash (ADR 0117), where it can be restored; leads and accounts go for good. */
  toTrash?: boolean;
};

/** Asks before anything is deleted; the button spins while the server works. */
export function ConfirmDelete({ what, onConfirm, onClose, toTrash = false }: ConfirmDeleteProps) {
  return (
    <ConfirmModal title="Confirm delete" action="Delete" danger onConfirm={onConfirm} onClose={onClose}>
      <p className="text-sm text-slate-700">
        Delete <strong className="font-semibold text-slate-900">{what}</strong>?{" "}
        {toTrash ? "It goes to the Trash, where a super admin can restore it." : "This cannot be undone."}
      </p>
    </ConfirmModal>
  );
}

type ConfirmRowDeleteProps<T extends { _id: string }> = {
  list: Pick<ListScreen<T, string>, "opened" | "close" | "remove">;
  what: (row: T) => string;
  toTrash?: boolean;
};

/** A list screen's delete confirmation, shown while one of its rows is opened for deleting. */
export function ConfirmRowDelete<T extends { _id: string }>({ list, what, toTrash }: ConfirmRowDeleteProps<T>) {
  const { opened } = list;
  if (opened?.kind !== "delete") return null;
  return (
    <ConfirmDelete
      what={what(opened.row)}
      toTrash={toTrash}
      onClose={list.close}
      onConfirm={() => list.remove(opened.row)}
    />
  );
}
