import { useState } from "react";
import type { ListScreen } from "../../lib/admin/use-list-screen.ts";
import { Button } from "./ui/button.tsx";
import { CancelButton } from "./ui/form-footer.tsx";
import { Modal } from "./ui/modal.tsx";

type ConfirmDeleteProps = {
  /** What is being deleted, as the admin knows it ("project Acme CRM"). */
  what: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** Asks before anything is deleted; the button spins while the server works. */
export function ConfirmDelete({ what, onConfirm, onClose }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      title="Confirm delete"
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button variant="danger" onClick={confirm} loading={busy}>
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Delete <strong className="font-semibold text-slate-900">{what}</strong>? This cannot be undone.
      </p>
    </Modal>
  );
}

type ConfirmRowDeleteProps<T extends { _id: string }> = {
  list: Pick<ListScreen<T, string>, "opened" | "close" | "remove">;
  what: (row: T) => string;
};

/** A list screen's delete confirmation, shown while one of its rows is opened for deleting. */
export function ConfirmRowDelete<T extends { _id: string }>({ list, what }: ConfirmRowDeleteProps<T>) {
  const { opened } = list;
  if (opened?.kind !== "delete") return null;
  return <ConfirmDelete what={what(opened.row)} onClose={list.close} onConfirm={() => list.remove(opened.row)} />;
}
