import { useState } from "react";
import { act } from "../../../lib/admin/act.ts";
import { ConfirmDelete } from "../confirm-delete.tsx";

type Options<T> = {
  /** The row as the question names it ("the redirect from /old"). */
  what: (row: T) => string;
  remove: (row: T) => Promise<{ message?: string }>;
  /** The toast when the delete fails and the server's answer says nothing. */
  failed: string;
  /** The list reads itself again. */
  onDeleted: () => void;
};

/** A row's Delete button: asked first, then sent, with the answer's toast (redirects, authors). */
export function useConfirmedDelete<T>({ what, remove, failed, onDeleted }: Options<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const done = () => {
    setDeleting(null);
    onDeleted();
  };
  return {
    /** Asks whether to delete `row`. */
    ask: (row: T) => setDeleting(row),
    /** The question, while one is asked. */
    question: deleting !== null && (
      <ConfirmDelete
        what={what(deleting)}
        onClose={() => setDeleting(null)}
        onConfirm={() => act(() => remove(deleting), { failed, onDone: done })}
      />
    ),
  };
}
